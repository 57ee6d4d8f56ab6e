import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import { CONTACT_FILTER_FIELDS, type RuleGroup } from "@core/rules";
import { DateInput, DateTimeInput } from "@ui/date-input";
import { FilterBuilder, describeFields } from "@ui/filter-builder";
import { Heading, Text } from "@ui/typography";
import { ToolkitSection } from "./ToolkitSection";

const EXAMPLE_TAGS = ["volunteer", "donor", "press"] as const;

/** Joined in the last 30 days and subscribed to the newsletter. */
const EXAMPLE_RULES: RuleGroup = {
  condition: "AND",
  rules: [
    { field: "joined", operator: "greater_or_equal", value: ["$now(d:-30)"] },
    { field: "newsletterStatus", operator: "equal", value: ["subscribed"] },
  ],
};

const output = css`
  overflow-x: auto;
  max-height: 20rem;
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: 0.25rem;
  background-color: rgb(var(--c-grey-lighter));
  color: rgb(var(--c-body));
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.8125rem;
  line-height: 1.5;
`;

const dates = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr));
  gap: 1.25rem;
  align-items: start;
`;

const part = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

/**
 * The filter builder on the contacts' filter table (tags given example options), with the
 * rule group it emits as the API gets it; and the date inputs, with the values they give.
 */
export function FiltersSection() {
  const { t } = useLingui();
  const [rules, setRules] = useState(EXAMPLE_RULES);
  const [complete, setComplete] = useState(true);
  const [day, setDay] = useState("");
  const [moment, setMoment] = useState("");
  const valueLine = (json: string) => t`Value: ${json}`;

  const contact = t`Contact`;
  const contribution = t`Contribution`;
  const fields = useMemo(
    () =>
      describeFields(CONTACT_FILTER_FIELDS, {
        firstname: { label: t`First name`, group: contact },
        lastname: { label: t`Last name`, group: contact },
        email: { label: t`Email address`, group: contact },
        joined: { label: t`Joined`, group: contact },
        lastSeen: { label: t`Last seen`, group: contact },
        newsletterStatus: {
          label: t`Newsletter status`,
          group: contact,
          optionLabels: {
            subscribed: t`Subscribed`,
            unsubscribed: t`Unsubscribed`,
            cleaned: t`Cleaned`,
            pending: t`Pending`,
            none: t`None`,
          },
        },
        deliveryOptIn: { label: t`Delivery opt-in`, group: contact },
        id: { label: t`Contact id`, group: contact },
        contributionMonthlyAmount: { label: t`Monthly amount`, group: contribution },
        contributionPeriod: {
          label: t`Period`,
          group: contribution,
          optionLabels: { monthly: t`Monthly`, annually: t`Annually` },
        },
        contributionCancelled: { label: t`Cancelled on`, group: contribution },
        activeMembership: { label: t`Active member`, group: contribution },
        membershipExpires: { label: t`Membership expires`, group: contribution },
      }).concat(
        describeFields(
          { tags: { type: "array", options: EXAMPLE_TAGS } },
          {
            tags: {
              label: t`Tags`,
              group: contact,
              optionLabels: { volunteer: t`Volunteer`, donor: t`Donor`, press: t`Press` },
            },
          },
        ),
      ),
    [t, contact, contribution],
  );

  return (
    <ToolkitSection id="toolkit-filters" title={t`Filters and dates`}>
      <Text>
        {t`Rules on a list's fields, in groups that match all or any of their rules. Only whole rules are applied; one still being edited says what it lacks.`}
      </Text>
      <FilterBuilder
        id="toolkit-filter"
        fields={fields}
        value={rules}
        label={t`Filter the example contacts`}
        onChange={(group, state) => {
          setRules(group);
          setComplete(state.complete);
        }}
      />
      <div className={part}>
        <Heading level={3} id="toolkit-filter-output">
          {t`What the API gets`}
        </Heading>
        <Text size="sm">
          {complete
            ? t`Every rule is applied.`
            : t`Rules still being edited are left out until they are whole.`}
        </Text>
        <pre
          className={output}
          // Named and focusable, so keyboard users can scroll it and hear what it is.
          role="group"
          aria-labelledby="toolkit-filter-output"
          tabIndex={0}
        >
          {JSON.stringify(rules, null, 2)}
        </pre>
      </div>
      <div className={part}>
        <Heading level={3}>{t`Dates`}</Heading>
        <Text size="sm">
          {t`The browser's own date inputs, with the date written out as your organisation writes it.`}
        </Text>
        <div className={dates}>
          <div className={part}>
            <DateInput
              id="toolkit-date"
              label={t`Publication date`}
              hint={t`In 2026.`}
              min="2026-01-01"
              max="2026-12-31"
              value={day}
              onChange={setDay}
            />
            <Text size="sm">{valueLine(JSON.stringify(day))}</Text>
          </div>
          <div className={part}>
            <DateTimeInput
              id="toolkit-date-time"
              label={t`Event starts`}
              value={moment}
              onChange={setMoment}
            />
            <Text size="sm">{valueLine(JSON.stringify(moment))}</Text>
          </div>
        </div>
      </div>
    </ToolkitSection>
  );
}
