// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError } from "@core/api/api-error";
import type { FormSchema } from "@core/forms/schema";
import { branchingForm, everyComponentForm, input } from "@tests/support/core/forms";
import { LazyErrorSummary } from "../form/LazyErrorSummary";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import { render, type Rendered } from "../testing/render";
import { CalloutForm, type CalloutFormProps } from "./CalloutForm";
import { slideHeading } from "./SlideTitle";
import { loadRules } from "./rules";
import { useDraftAnswers } from "./useDraftAnswers";

// The rules and the heavier inputs load on demand; loaded once here, they are at hand at once.
beforeAll(async () => {
  await Promise.all([
    loadRules(),
    import("./inputs/AddressInput"),
    import("./inputs/DateTimeInput"),
    import("./inputs/FileInput"),
    import("./inputs/Repeated"),
    import("./inputs/SignatureInput"),
    import("./Tabs"),
    LazyErrorSummary.load(),
  ]);
});

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
  sessionStorage.clear();
});

type HarnessProps = Partial<CalloutFormProps> & { form: FormSchema; storageKey?: string };

/** The form as a page uses it: answers in a draft, cleared once submitted. */
function Harness({ storageKey, onSubmit, ...props }: HarnessProps) {
  const draft = useDraftAnswers(storageKey);
  return (
    <CalloutForm
      id="cf"
      answers={draft.answers}
      onAnswersChange={draft.setAnswers}
      initialSlideId={draft.slideId}
      onSlideChange={draft.setSlideId}
      onSubmit={async (answers) => {
        await onSubmit?.(answers);
        draft.clear();
      }}
      {...props}
    />
  );
}

async function show(props: HarnessProps) {
  view = render(<Harness {...props} />);
  await settle();
  return view.container;
}

const title = () => view!.container.querySelector("h2")?.textContent;
const field = <T extends HTMLElement = HTMLInputElement>(label: string) =>
  fieldLabelled<T>(view!.container, label);
const button = (name: string) => buttonNamed(view!.container, name);
/** The texts a control's aria-describedby points at. */
const description = (control: Element) =>
  (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);
const choose = async (label: string) => {
  act(() => field(label).click());
  await settle();
};

const tabbedForm: FormSchema = {
  slides: [
    {
      id: "street",
      title: "Your street",
      navigation: { nextSlideId: "", submitText: "Send" },
      components: [
        {
          type: "tabs",
          key: "goodBad",
          components: [
            {
              key: "better",
              label: "Better",
              components: [input("textfield", { key: "better", label: "What got better?" })],
            },
            {
              key: "worse",
              label: "Worse",
              components: [
                input("textfield", {
                  key: "worse",
                  label: "What got worse?",
                  validate: { required: true },
                }),
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe("CalloutForm's tabs", () => {
  const tabs = () => [...view!.container.querySelectorAll<HTMLElement>('[role="tab"]')];
  const selected = () => tabs().find((tab) => tab.getAttribute("aria-selected") === "true");
  const panelOf = (tab: HTMLElement) =>
    document.getElementById(tab.getAttribute("aria-controls")!)!;

  it("show one panel at a time, and move by arrow keys, Home and End", async () => {
    await show({ form: tabbedForm });
    const [better, worse] = tabs() as [HTMLElement, HTMLElement];
    expect(selected()).toBe(better);
    expect(panelOf(better).hidden).toBe(false);
    expect(panelOf(worse).hidden).toBe(true);
    expect(panelOf(better).getAttribute("aria-labelledby")).toBe(better.id);
    expect([better.tabIndex, worse.tabIndex]).toEqual([0, -1]);

    const key = (target: HTMLElement, name: string) =>
      act(() => {
        target.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true }));
      });
    better.focus();
    key(better, "ArrowRight");
    expect(selected()).toBe(worse);
    expect(document.activeElement).toBe(worse);
    expect(panelOf(worse).hidden).toBe(false);
    key(worse, "ArrowRight");
    expect(selected()).toBe(better);
    key(better, "End");
    expect(selected()).toBe(worse);
    key(worse, "Home");
    expect(selected()).toBe(better);
    act(() => worse.click());
    expect(selected()).toBe(worse);
  });

  it("show the tab with a problem when sending, mark it, and reveal its field from the summary", async () => {
    await show({ form: tabbedForm });
    await press(button("Send"));
    const [better, worse] = tabs() as [HTMLElement, HTMLElement];
    expect(selected()).toBe(worse);
    expect(worse.textContent).toBe("Worse(has a problem)");
    expect(better.textContent).toBe("Better");
    await settle();
    expect(document.activeElement).toBe(field("What got worse?"));

    // Looking at the other tab is allowed; the summary's link brings the field back.
    act(() => better.click());
    expect(selected()).toBe(better);
    const link = view!.container.querySelector<HTMLAnchorElement>('[role="alert"] a')!;
    expect(link.textContent).toBe("What got worse?");
    act(() => link.click());
    await settle();
    expect(selected()).toBe(worse);
    expect(document.activeElement).toBe(field("What got worse?"));
  });
});

describe("CalloutForm renders", () => {
  it("every component type with its label and the right control", async () => {
    const container = await show({ form: everyComponentForm, currencySymbol: "€" });
    expect(container.querySelector("p strong")?.textContent).toBe("everything");
    const control = (label: string) => field<HTMLElement>(label);
    expect(control("The textfield").getAttribute("type")).toBe("text");
    expect(control("The textarea").tagName).toBe("TEXTAREA");
    expect(control("The email").getAttribute("type")).toBe("email");
    expect(control("The email").getAttribute("inputmode")).toBe("email");
    expect(control("The url").getAttribute("type")).toBe("url");
    expect(control("The phoneNumber").getAttribute("type")).toBe("tel");
    expect(control("The number").getAttribute("inputmode")).toBe("decimal");
    expect(control("The currency (€)").getAttribute("inputmode")).toBe("decimal");
    expect(control("The checkbox").getAttribute("type")).toBe("checkbox");
    expect(control("The select").tagName).toBe("SELECT");
    expect(control("Day").getAttribute("inputmode")).toBe("numeric");
    expect(control("Time").getAttribute("type")).toBe("time");
    expect(control("The time").getAttribute("type")).toBe("time");
    expect(control("The address").getAttribute("autocomplete")).toBe("street-address");
    expect(control("The file").getAttribute("type")).toBe("file");
    expect(control("Or type your full name to sign").getAttribute("type")).toBe("text");

    const legends = [...container.querySelectorAll("legend")].map((legend) => legend.textContent);
    expect(legends).toEqual(
      expect.arrayContaining([
        "The radio",
        "The selectboxes",
        "A panel",
        "The signature",
        "The datetime",
      ]),
    );
    // A panel's title is a heading one level below the slide's.
    expect(container.querySelector("legend h3")?.textContent).toBe("A panel");
    const tab = container.querySelector('[role="tablist"] [role="tab"]');
    expect(tab?.textContent).toBe("First tab");
    expect(tab?.getAttribute("aria-selected")).toBe("true");
    const radios = container.querySelectorAll('fieldset[role="radiogroup"] input[type="radio"]');
    expect(radios).toHaveLength(2);
    expect(field("The textfield").getAttribute("aria-describedby")).toMatch(/-hint$/);
  });

  it("with the form's translation", async () => {
    await show({
      form: branchingForm,
      translation: {
        componentText: { "Did you see it?": "Hast du es gesehen?", Yes: "Ja" },
        slideNavigation: { start: { nextText: "Weiter" } },
      },
    });
    expect(title()).toBe("Hast du es gesehen?");
    expect(field("Ja").getAttribute("value")).toBe("yes");
    expect(button("Weiter").type).toBe("submit");
  });

  it("nothing for a form without slides", async () => {
    const container = await show({ form: { slides: [] } });
    expect(container.innerHTML).toBe("");
  });
});

describe("CalloutForm checks each slide", () => {
  const form: FormSchema = {
    slides: [
      {
        id: "one",
        title: "About it",
        components: [
          input("textfield", { key: "name", label: "Name", validate: { required: true } }),
          input("email", { key: "email", label: "Email" }),
          input("radio", {
            key: "colour",
            label: "Colour",
            validate: { required: true },
            values: [{ label: "Red", value: "red" }],
          }),
        ],
      },
      { id: "two", title: "Done", components: [] },
    ],
  };

  it("shows each problem next to its field, sums them up and focuses the first", async () => {
    await show({ form });
    fillIn(field("Email"), "not-an-email");
    await press(button("Next"));
    expect(title()).toBe("About it");

    const name = field("Name");
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(description(name)).toEqual(["This field is required"]);
    expect(description(field("Email"))).toEqual(["Enter an email address like name@example.com"]);
    const group = view!.container.querySelector('[role="radiogroup"]')!;
    expect(group.getAttribute("aria-invalid")).toBe("true");
    expect(description(group)).toEqual(["Please choose one of the options"]);
    expect(document.activeElement).toBe(name);

    const items = [...view!.container.querySelectorAll('[role="alert"] li')];
    expect(items.map((item) => [item.querySelector("a")?.textContent, item.textContent])).toEqual([
      ["Name", "NameThis field is required"],
      ["Email", "EmailEnter an email address like name@example.com"],
      ["Colour", "ColourPlease choose one of the options"],
    ]);
    const links = items.map((item) => item.querySelector("a"));
    expect(links[2]?.getAttribute("href")).toBe(`#${field("Red").id}`);
  });

  it("clears a problem once corrected, and moves on when all are", async () => {
    await show({ form });
    await press(button("Next"));
    fillIn(field("Name"), "Ada");
    await settle();
    expect(field("Name").hasAttribute("aria-invalid")).toBe(false);
    expect(description(field("Email"))).toEqual([]);
    await choose("Red");
    await press(button("Next"));
    expect(title()).toBe("Done");
    expect(document.activeElement).toBe(view!.container.querySelector("h2"));
    // Whose ring is drawn inside its box, where no edge clips it.
    expect(document.activeElement?.classList.contains(slideHeading)).toBe(true);
    expect(view!.container.querySelector('[role="alert"]')).toBeNull();
  });
});

describe("CalloutForm navigates", () => {
  it("follows the branch chosen, shows progress, and goes back", async () => {
    const onSlideChange = vi.fn();
    await show({ form: branchingForm, onSlideChange });
    expect(view!.container.textContent).toContain("Step 1 of 3");
    expect(() => button("Back")).toThrow();

    await choose("No");
    expect(view!.container.textContent).toContain("Step 1 of 2");
    await press(button("Continue"));
    expect(title()).toBe("About you");
    expect(view!.container.textContent).toContain("Step 2 of 2");
    expect(onSlideChange).toHaveBeenLastCalledWith("end");
    expect(button("Send").type).toBe("submit");

    await press(button("Back"));
    expect(title()).toBe("Did you see it?");
    expect(field("No").checked).toBe(true);
    await choose("Yes");
    await press(button("Continue"));
    expect(title()).toBe("What did you see?");
    expect(view!.container.textContent).toContain("Step 2 of 3");
    // This slide's own text for Back, and the default for Next.
    expect(button("Previous").type).toBe("button");
    expect(button("Next").type).toBe("submit");
  });

  it("submits the answers of the visited slides only", async () => {
    const onSubmit = vi.fn();
    await show({ form: branchingForm, onSubmit });
    await choose("Yes");
    await press(button("Continue"));
    fillIn(field<HTMLTextAreaElement>("What?"), "A fox");
    await press(button("Previous"));
    await choose("No");
    await press(button("Continue"));
    fillIn(field("Your name"), "Ada");
    await press(button("Send"));
    expect(onSubmit).toHaveBeenCalledWith({ start: { saw: "no" }, end: { name: "Ada" } });
  });

  it("submits default values and leaves blank answers out", async () => {
    const onSubmit = vi.fn();
    const form: FormSchema = {
      slides: [
        {
          id: "only",
          title: "Only",
          components: [
            input("textfield", { key: "source", hidden: true, defaultValue: "web" }),
            input("textfield", { key: "note", label: "Note" }),
          ],
        },
      ],
    };
    await show({ form, onSubmit });
    fillIn(field("Note"), "x");
    fillIn(field("Note"), "");
    await press(button("Submit"));
    expect(onSubmit).toHaveBeenCalledWith({ only: { source: "web" } });
    expect(view!.container.textContent).not.toContain("Step");
  });

  it("shows why a submission failed, and keeps the answers", async () => {
    const form: FormSchema = {
      slides: [
        { id: "only", title: "Only", components: [input("textfield", { key: "a", label: "A" })] },
      ],
    };
    await show({
      form,
      storageKey: "agora:test",
      onSubmit: () => Promise.reject(new ApiError(429, {})),
    });
    fillIn(field("A"), "kept");
    await press(button("Submit"));
    expect(view!.container.querySelector('[role="alert"]')?.textContent).toBe(
      "Too many attempts. Please wait a few minutes and try again.",
    );
    expect(field("A").value).toBe("kept");
    expect(sessionStorage.getItem("agora:test")).toContain("kept");
  });

  it("hides the submit button in a preview", async () => {
    await show({ form: branchingForm, preview: true, initialSlideId: "more" });
    expect(title()).toBe("Did you see it?");
    await choose("No");
    await press(button("Continue"));
    expect(title()).toBe("About you");
    expect(() => button("Send")).toThrow();
  });
});

describe("CalloutForm keeps a draft", () => {
  it("restores answers and the slide after a remount, and forgets them once submitted", async () => {
    const onSubmit = vi.fn();
    await show({ form: branchingForm, storageKey: "agora:callout:x" });
    await choose("No");
    await press(button("Continue"));
    fillIn(field("Your name"), "Ada Lovelace");
    await settle();
    view!.unmount();

    await show({ form: branchingForm, storageKey: "agora:callout:x", onSubmit });
    expect(title()).toBe("About you");
    expect(field("Your name").value).toBe("Ada Lovelace");
    await press(button("Back"));
    expect(field("No").checked).toBe(true);
    await press(button("Continue"));
    await press(button("Send"));
    expect(onSubmit).toHaveBeenCalledWith({ start: { saw: "no" }, end: { name: "Ada Lovelace" } });
    expect(sessionStorage.getItem("agora:callout:x")).toBeNull();
  });

  it("starts on the first slide when the stored slide is not on the answers' path", async () => {
    sessionStorage.setItem(
      "agora:callout:y",
      JSON.stringify({ answers: { start: { saw: "no" } }, slideId: "details" }),
    );
    await show({ form: branchingForm, storageKey: "agora:callout:y" });
    expect(title()).toBe("Did you see it?");
    expect(field("No").checked).toBe(true);
  });
});
