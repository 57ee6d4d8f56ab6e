// @vitest-environment happy-dom
import { act, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import {
  CONTACT_FILTER_FIELDS,
  operatorsFor,
  validateRuleGroup,
  type RuleGroup,
} from "@core/rules";
import { buttonNamed, fieldLabelled, fillIn } from "@tests/support/ui/form";
import { render, type Rendered } from "../testing/render";
import { describeFields, filterTableOf, type FilterField } from "./fields";
import { FilterBuilder, type FilterBuilderState } from "./FilterBuilder";

const FIELDS: FilterField[] = [
  ...describeFields(CONTACT_FILTER_FIELDS, {
    firstname: { label: "First name", group: "Contact" },
    joined: { label: "Joined", group: "Contact" },
    tags: { label: "Tags", group: "Contact" },
    contributionMonthlyAmount: { label: "Monthly amount", group: "Contribution" },
    contributionCancelled: { label: "Cancelled", group: "Contribution" },
    contributionPeriod: {
      label: "Period",
      group: "Contribution",
      optionLabels: { monthly: "Monthly", annually: "Annually" },
    },
    deliveryOptIn: "Delivery opt-in",
    id: "Contact",
  }),
  { id: "answers", label: "Answers", type: "blob" },
  { id: "callouts", label: "Callouts", type: "array", options: ["water", "housing"] },
  { id: "lastAnswer", label: "Last answer", type: "date", withTime: true },
  {
    id: "answers.report.depth",
    label: "How deep?",
    type: "enum",
    options: ["ankle", "knee"],
    nullable: true,
    operatorLabels: { is_empty: "was skipped", is_not_empty: "was answered" },
  },
];
const TABLE = filterTableOf(FIELDS);
const EMPTY: RuleGroup = { condition: "AND", rules: [] };

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

interface Emitted {
  group: RuleGroup;
  state: FilterBuilderState;
}

/** The builder on a page that keeps what it emits; `last()` is the latest emission. */
function show(initial: RuleGroup = EMPTY) {
  const emitted: Emitted[] = [];
  let setOutside: (group: RuleGroup) => void = () => undefined;
  function Harness() {
    const [value, setValue] = useState(initial);
    setOutside = setValue;
    return (
      <FilterBuilder
        id="fb"
        fields={FIELDS}
        value={value}
        label="Filter contacts"
        onChange={(group, state) => {
          emitted.push({ group, state });
          setValue(group);
        }}
      />
    );
  }
  view = render(<Harness />);
  return {
    emitted,
    last: () => emitted.at(-1),
    setValue: (group: RuleGroup) => act(() => setOutside(group)),
  };
}

const container = () => view!.container;
const click = (element: HTMLElement) => act(() => element.click());
/** The rule and group cards, by their titles ("Rule 2 of 3", "Group 1 of 1"). */
const cards = (title: RegExp) =>
  [...container().querySelectorAll<HTMLElement>('[role="group"][aria-labelledby]')].filter((card) =>
    title.test(document.getElementById(card.getAttribute("aria-labelledby")!)!.textContent!),
  );
const rules = () => cards(/^Rule /);
const ruleTitles = () =>
  rules().map(
    (card) => document.getElementById(card.getAttribute("aria-labelledby")!)!.textContent,
  );
const inRule = <T extends HTMLElement = HTMLSelectElement>(index: number, label: string) =>
  fieldLabelled<T>(rules()[index]!, label);
const optionValues = (select: HTMLSelectElement) =>
  [...select.options].filter((option) => option.value !== "").map((option) => option.value);
const optionLabels = (select: HTMLSelectElement) =>
  [...select.options].map((option) => option.textContent);
/** The first "Add rule" is the innermost group's when `within` is given, else the root's. */
const addRule = (within: HTMLElement = container()) =>
  click(
    [...within.querySelectorAll("button")].findLast(
      (button) => button.textContent?.trim() === "+Add rule",
    )!,
  );

/** Adds a rule to the root group on `field`, with `operator`, and answers its values. */
function addFilledRule(field: string, operator?: string, ...values: string[]) {
  addRule();
  const index = rules().length - 1;
  fillIn(inRule(index, "Field"), field);
  if (operator) fillIn(inRule(index, "Comparison"), operator);
  const dates = rules()[index]!.querySelectorAll<HTMLInputElement>(
    'input[type="date"], input[type="datetime-local"]',
  );
  values.forEach((value, at) => {
    const label = values.length === 2 ? (at === 0 ? "From" : "To") : "Value";
    fillIn(dates[at] ?? inRule<HTMLInputElement>(index, label), value);
  });
}

describe("FilterBuilder", () => {
  it("offers exactly the contract's operators for each field's type", () => {
    show();
    addRule();
    for (const field of FIELDS) {
      fillIn(inRule(0, "Field"), field.id);
      expect(optionValues(inRule(0, "Comparison"))).toEqual(operatorsFor(field));
    }
    fillIn(inRule(0, "Field"), "firstname");
    expect(optionValues(inRule(0, "Comparison"))).toEqual([
      "equal",
      "not_equal",
      "contains",
      "not_contains",
      "begins_with",
      "ends_with",
      "not_begins_with",
      "not_ends_with",
      "is_empty",
      "is_not_empty",
    ]);
    fillIn(inRule(0, "Field"), "deliveryOptIn");
    expect(optionLabels(inRule(0, "Comparison"))).toEqual(["is"]);
    fillIn(inRule(0, "Field"), "joined");
    expect(optionLabels(inRule(0, "Comparison"))).toContain("is before");
    expect(optionValues(inRule(0, "Comparison"))).not.toContain("is_empty");
    fillIn(inRule(0, "Field"), "contributionCancelled");
    expect(optionValues(inRule(0, "Comparison"))).toContain("is_empty");
    fillIn(inRule(0, "Field"), "tags");
    expect(optionLabels(inRule(0, "Comparison"))).toEqual([
      "includes",
      "does not include",
      "has none",
      "has any",
    ]);
  });

  it("words a field's comparisons its own way where it says so", () => {
    show();
    addRule();
    fillIn(inRule(0, "Field"), "answers.report.depth");
    expect(optionLabels(inRule(0, "Comparison"))).toEqual([
      "is",
      "is not",
      "was skipped",
      "was answered",
    ]);
  });

  it("lists the fields under their headings", () => {
    show();
    addRule();
    const select = inRule(0, "Field");
    expect([...select.querySelectorAll("optgroup")].map((group) => group.label)).toEqual([
      "Contact",
      "Contribution",
    ]);
    expect(select.options[0]?.textContent).toBe("Choose a field");
  });

  it("asks for the values each operator takes, in an input that fits the type", () => {
    show();
    addRule();
    fillIn(inRule(0, "Field"), "contributionMonthlyAmount");
    expect(inRule<HTMLInputElement>(0, "Value").inputMode).toBe("decimal");
    fillIn(inRule(0, "Comparison"), "between");
    expect(inRule<HTMLInputElement>(0, "From").type).toBe("text");
    expect(inRule<HTMLInputElement>(0, "To").type).toBe("text");

    fillIn(inRule(0, "Field"), "firstname");
    fillIn(inRule(0, "Comparison"), "is_empty");
    expect(rules()[0]!.querySelectorAll("input")).toHaveLength(0);

    fillIn(inRule(0, "Field"), "contributionPeriod");
    expect(optionLabels(inRule(0, "Value"))).toEqual(["Choose a value", "Monthly", "Annually"]);

    fillIn(inRule(0, "Field"), "deliveryOptIn");
    expect(optionLabels(inRule(0, "Value"))).toEqual(["Yes", "No"]);
    expect(inRule(0, "Value").value).toBe("true");

    fillIn(inRule(0, "Field"), "callouts");
    expect(optionValues(inRule(0, "Value"))).toEqual(["water", "housing"]);

    fillIn(inRule(0, "Field"), "joined");
    expect(inRule(0, "How to give the date").value).toBe("absolute");
    expect(inRule<HTMLInputElement>(0, "Date").type).toBe("date");
    fillIn(inRule(0, "Comparison"), "not_between");
    expect(rules()[0]!.querySelectorAll('input[type="date"]')).toHaveLength(2);

    fillIn(inRule(0, "Field"), "lastAnswer");
    expect(inRule<HTMLInputElement>(0, "Date and time").type).toBe("datetime-local");
  });

  it("keeps incomplete rules on screen with what they lack, and emits only whole ones", () => {
    const { last } = show();
    addRule();
    const field = inRule(0, "Field");
    expect(field.getAttribute("aria-describedby")).toBe(`${field.id}-hint`);
    expect(document.getElementById(field.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Choose a field to apply this rule.",
    );
    expect(last()).toEqual({ group: EMPTY, state: { complete: false } });

    fillIn(field, "firstname");
    const value = inRule<HTMLInputElement>(0, "Value");
    expect(document.getElementById(value.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Enter a value to apply this rule.",
    );
    expect(value.getAttribute("aria-invalid")).toBeNull();

    fillIn(value, "Ann");
    expect(last()).toEqual({
      group: {
        condition: "AND",
        rules: [{ field: "firstname", operator: "equal", value: ["Ann"] }],
      },
      state: { complete: true },
    });
    expect(value.getAttribute("aria-describedby")).toBeNull();
  });

  it("marks a value it cannot use as an error", () => {
    const { last } = show();
    addFilledRule("contributionMonthlyAmount", "greater", "a lot");
    const value = inRule<HTMLInputElement>(0, "Value");
    expect(value.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(value.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Enter a number, such as 12 or 4.5.",
    );
    expect(last()?.state.complete).toBe(false);
    fillIn(value, "4,5");
    expect(last()?.group.rules).toEqual([
      { field: "contributionMonthlyAmount", operator: "greater", value: [4.5] },
    ]);
  });

  it("emits groups the contract's validation accepts, for every kind of field", () => {
    const { last } = show();
    addFilledRule("firstname", "begins_with", "An");
    addFilledRule("contributionMonthlyAmount", "between", "5", "10");
    addFilledRule("deliveryOptIn");
    addFilledRule("contributionPeriod", "not_equal", "annually");
    addFilledRule("tags", "is_not_empty");
    addFilledRule("id", "equal", "me");
    addFilledRule("answers", "contains", "flood");
    addFilledRule("joined", "less", "2024-05-03");
    addFilledRule("lastAnswer", "greater", "2024-05-03T10:30");
    expect(last()?.state.complete).toBe(true);
    const group = last()!.group;
    expect(group.rules).toHaveLength(9);
    expect(group.rules).toContainEqual({
      field: "deliveryOptIn",
      operator: "equal",
      value: [true],
    });
    expect(group.rules).toContainEqual({
      field: "contributionMonthlyAmount",
      operator: "between",
      value: [5, 10],
    });
    const context = { contactId: "5b7c4f7e-2d1a-4c3e-9f00-0a1b2c3d4e5f" };
    expect(validateRuleGroup(group, TABLE, context).ok).toBe(true);
    const { rules: contactRules } = group;
    const onContacts = {
      ...group,
      rules: contactRules.filter(
        (rule) => "field" in rule && Object.hasOwn(CONTACT_FILTER_FIELDS, rule.field),
      ),
    };
    expect(onContacts.rules).toHaveLength(7);
    expect(validateRuleGroup(onContacts, CONTACT_FILTER_FIELDS, context).ok).toBe(true);
  });

  it("nests groups with their own AND or OR", () => {
    const { last } = show();
    addFilledRule("firstname", "equal", "Ann");
    click(buttonNamed(container(), "+Add group"));
    const [group] = cards(/^Group /);
    expect(document.getElementById(group!.getAttribute("aria-labelledby")!)?.textContent).toBe(
      "Group 1 of 1",
    );
    fillIn(fieldLabelled<HTMLSelectElement>(group!, "Match"), "OR");
    fillIn(inRule(1, "Field"), "tags");
    fillIn(inRule<HTMLInputElement>(1, "Value"), "volunteer");
    addRule(group);
    fillIn(inRule(2, "Field"), "deliveryOptIn");
    expect(ruleTitles()).toEqual(["Rule 1 of 1", "Rule 1 of 2", "Rule 2 of 2"]);
    expect(container().querySelector('[aria-hidden="true"]')?.textContent).toBe("and");

    fillIn(fieldLabelled<HTMLSelectElement>(container(), "Match"), "OR");
    expect(last()).toEqual({
      group: {
        condition: "OR",
        rules: [
          { field: "firstname", operator: "equal", value: ["Ann"] },
          {
            condition: "OR",
            rules: [
              { field: "tags", operator: "contains", value: ["volunteer"] },
              { field: "deliveryOptIn", operator: "equal", value: [true] },
            ],
          },
        ],
      },
      state: { complete: true },
    });
    expect(validateRuleGroup(last()!.group, CONTACT_FILTER_FIELDS).ok).toBe(true);

    click(buttonNamed(group!, "Remove group"));
    expect(last()?.group).toEqual({
      condition: "OR",
      rules: [{ field: "firstname", operator: "equal", value: ["Ann"] }],
    });
  });

  it("leaves out nested groups whose rules are all unfinished", () => {
    const { last } = show();
    addFilledRule("firstname", "equal", "Ann");
    click(buttonNamed(container(), "+Add group"));
    expect(last()).toEqual({
      group: {
        condition: "AND",
        rules: [{ field: "firstname", operator: "equal", value: ["Ann"] }],
      },
      state: { complete: false },
    });
  });

  it("stops offering groups at the contract's depth", () => {
    show();
    for (let depth = 1; depth < 5; depth += 1) {
      const groups = cards(/^Group /);
      click(buttonNamed(groups.at(-1) ?? container(), "+Add group"));
    }
    const deepest = cards(/^Group /).at(-1)!;
    expect([...deepest.querySelectorAll("button")].map((b) => b.textContent)).toEqual([
      "Remove group",
      "Remove",
      "+Add rule",
    ]);
  });

  it("writes relative dates as $now and reads them back", () => {
    const { last } = show();
    addFilledRule("joined", "greater");
    fillIn(inRule(0, "How to give the date"), "relative");
    expect(last()?.state.complete).toBe(false);
    fillIn(inRule<HTMLInputElement>(0, "How many"), "30");
    expect(last()?.group.rules).toEqual([
      { field: "joined", operator: "greater", value: ["$now(d:-30)"] },
    ]);
    expect(rules()[0]!.textContent).toMatch(/Today that is \w+day, /);
    fillIn(inRule(0, "Before or after today"), "future");
    fillIn(inRule(0, "Unit"), "M");
    expect(last()?.group.rules).toEqual([
      { field: "joined", operator: "greater", value: ["$now(M:30)"] },
    ]);
    expect(optionLabels(inRule(0, "Unit"))).toEqual(["days", "months", "years"]);
    fillIn(inRule<HTMLInputElement>(0, "How many"), "1");
    expect(optionLabels(inRule(0, "Unit"))).toEqual(["day", "month", "year"]);

    // Written out starts from the relative date, so switching loses nothing.
    fillIn(inRule(0, "How to give the date"), "expression");
    expect(inRule<HTMLInputElement>(0, "Date or expression").value).toBe("$now(M:1)");
  });

  it("shows a group's dates the way that fits each", () => {
    show({
      condition: "AND",
      rules: [
        { field: "joined", operator: "between", value: ["$now(d:-30)", "$now(d:7)"] },
        { field: "joined", operator: "less", value: ["2024-05-03"] },
        { field: "joined", operator: "greater", value: ["$now(M:-3,d:1)"] },
        { field: "joined", operator: "greater", value: ["2024-05"] },
      ],
    });
    expect(inRule(0, "How to give the date").value).toBe("relative");
    const amounts = rules()[0]!.querySelectorAll<HTMLInputElement>('input[inputmode="numeric"]');
    expect([...amounts].map((input) => input.value)).toEqual(["30", "7"]);
    const directions = [...rules()[0]!.querySelectorAll("select")].filter((select) =>
      [...select.options].some((option) => option.value === "future"),
    );
    expect(directions.map((select) => select.value)).toEqual(["past", "future"]);
    expect(inRule<HTMLInputElement>(1, "Date").value).toBe("2024-05-03");
    expect(inRule<HTMLInputElement>(2, "Date or expression").value).toBe("$now(M:-3,d:1)");
    expect(inRule<HTMLInputElement>(3, "Date or expression").value).toBe("2024-05");
  });

  it("round-trips a group it is given, emitting nothing until it changes", () => {
    const group: RuleGroup = {
      condition: "OR",
      rules: [
        { field: "joined", operator: "greater", value: ["$now(d:-30)"] },
        { condition: "AND", rules: [{ field: "tags", operator: "contains", value: ["a"] }] },
      ],
    };
    const { emitted, last } = show(group);
    expect(emitted).toEqual([]);
    fillIn(inRule(1, "Comparison"), "not_contains");
    fillIn(inRule(1, "Comparison"), "contains");
    expect(last()).toEqual({ group, state: { complete: true } });
  });

  it("shows a new group from the page, but not its own one coming back", () => {
    const { setValue } = show();
    addRule();
    fillIn(inRule(0, "Field"), "firstname");
    expect(rules()).toHaveLength(1);
    setValue({ condition: "AND", rules: [{ field: "tags", operator: "is_empty", value: [] }] });
    expect(rules()).toHaveLength(1);
    expect(inRule(0, "Field").value).toBe("tags");
  });

  it("keeps a rule on a field it does not know, and says so", () => {
    const { emitted } = show({
      condition: "AND",
      rules: [{ field: "shoeSize", operator: "equal", value: [42] }],
    });
    const field = inRule(0, "Field");
    expect(field.value).toBe("shoeSize");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(emitted).toEqual([]);
  });

  it("focuses a new rule's field and, on removal, what takes its place", () => {
    show();
    addRule();
    expect(document.activeElement).toBe(inRule(0, "Field"));
    addRule();
    addRule();
    expect(document.activeElement).toBe(inRule(2, "Field"));
    expect(ruleTitles()).toEqual(["Rule 1 of 3", "Rule 2 of 3", "Rule 3 of 3"]);
    const remove = buttonNamed(rules()[1]!, "Remove");
    expect(remove.getAttribute("aria-label")).toBe("Remove rule 2");

    const second = inRule(1, "Field").id;
    const third = inRule(2, "Field").id;
    click(remove);
    expect(ruleTitles()).toEqual(["Rule 1 of 2", "Rule 2 of 2"]);
    expect(document.activeElement?.id).toBe(third);
    expect(document.getElementById(second)).toBeNull();
    expect(container().querySelector('[role="status"]')?.textContent).toBe("Rule 2 removed.");

    click(buttonNamed(rules()[1]!, "Remove"));
    expect(document.activeElement).toBe(inRule(0, "Field"));
    click(buttonNamed(rules()[0]!, "Remove"));
    expect(document.activeElement?.textContent).toBe("+Add rule");
    expect(container().textContent).toContain("No rules yet: nothing is filtered out.");
  });

  it("focuses the first rule of a new group, and the group's place when it goes", () => {
    show();
    addRule();
    click(buttonNamed(container(), "+Add group"));
    expect(document.activeElement).toBe(inRule(1, "Field"));
    const [group] = cards(/^Group /);
    click(buttonNamed(group!, "Remove group"));
    expect(document.activeElement).toBe(inRule(0, "Field"));
    expect(container().querySelector('[role="status"]')?.textContent).toBe("Group 1 removed.");
  });

  it("names itself and each rule for screen readers", () => {
    show();
    addRule();
    const builder = container().querySelector('[role="group"]')!;
    expect(builder.getAttribute("aria-label")).toBe("Filter contacts");
    const [rule] = rules();
    expect(document.getElementById(rule!.getAttribute("aria-labelledby")!)?.textContent).toBe(
      "Rule 1 of 1",
    );
    for (const select of container().querySelectorAll("select, input")) {
      const label = container().querySelector(`label[for="${select.id}"]`);
      expect(label?.textContent, select.outerHTML).toBeTruthy();
    }
  });
});
