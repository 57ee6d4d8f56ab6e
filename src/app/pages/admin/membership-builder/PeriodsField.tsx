import { css } from "@linaria/core";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import type { ContributionPeriod } from "@core/fees";
import { Button } from "@ui/button";
import { FieldGroup, TextField, type FormState } from "@ui/form";
import { FieldError } from "@ui/form/FieldParts";
import { Heading } from "@ui/typography";
import type { JoinFormValues } from "./join-form-values";

const MAX_PRESETS = 10;

const periodBox = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  padding: 0.75rem;
  border: 1px solid rgb(var(--c-grey-light));
  border-radius: 0.25rem;
`;

const periodHeader = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
`;

/** An amount and its buttons; on phones the buttons go under the field, at its end. */
const amountRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: flex-end;
  gap: 0.5rem;
  & > :first-child {
    flex: 1 1 100%;
  }
  @media (min-width: 640px) {
    flex-wrap: nowrap;
    & > :first-child {
      flex: 1 1 8rem;
    }
  }
`;

const buttons = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/** A period's words: whole sentences each, as languages place the period differently. */
const PERIOD_WORDS = {
  monthly: {
    name: msg`Monthly`,
    add: msg`Add a monthly amount`,
    stop: msg`Stop offering monthly contributions`,
    offer: msg`Offer monthly contributions`,
  },
  annually: {
    name: msg`Annual`,
    add: msg`Add an annual amount`,
    stop: msg`Stop offering annual contributions`,
    offer: msg`Offer annual contributions`,
  },
} satisfies Record<ContributionPeriod, unknown>;

type JoinForm = FormState<JoinFormValues, JoinFormValues>;
type Problems = Partial<Record<string, MessageDescriptor>>;

/** Moves the item at `from` of a copy of `items` to `to`. */
function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
}

interface PeriodOfferProps {
  form: JoinForm;
  index: number;
  problems: Problems;
}

/** One period offered: its place among the periods, and its suggested amounts in order. */
function PeriodOffer({ form, index, problems }: PeriodOfferProps) {
  const { t, i18n } = useLingui();
  const { values } = form;
  const period = values.periods[index];
  if (!period) return null;
  const words = PERIOD_WORDS[period.name];
  const name = i18n._(words.name);
  const amounts = form.list(`periods.${index}.presetAmounts`);
  const periodProblem = problems[`periods.${index}`];
  const periodError = periodProblem ? i18n._(periodProblem) : undefined;
  const errorId = `builder-join-periods-${index}-error`;
  const movePeriod = (to: number) => form.set("periods", moved(values.periods, index, to));
  const moveAmount = (from: number, to: number) =>
    form.set(`periods.${index}.presetAmounts`, moved(period.presetAmounts, from, to));
  return (
    <section className={periodBox} aria-labelledby={`${errorId}-name`}>
      <div className={periodHeader}>
        <Heading level={3} size="sm" id={`${errorId}-name`}>
          {name}
        </Heading>
        <div className={buttons}>
          <Button
            variant="greyOutlined"
            size="sm"
            disabled={index === 0}
            onClick={() => movePeriod(index - 1)}
          >
            {t`Move ${name} up`}
          </Button>
          <Button
            variant="greyOutlined"
            size="sm"
            disabled={index === values.periods.length - 1}
            onClick={() => movePeriod(index + 1)}
          >
            {t`Move ${name} down`}
          </Button>
          <Button
            variant="dangerOutlined"
            size="sm"
            disabled={values.periods.length === 1}
            onClick={() => form.list("periods").remove(index)}
          >
            {i18n._(words.stop)}
          </Button>
        </div>
      </div>
      <div id={form.fieldId(`periods.${index}`)} tabIndex={-1}>
        {periodError && <FieldError id={errorId}>{periodError}</FieldError>}
      </div>
      {amounts.items.map((item) => {
        const amount = form.text(`periods.${index}.presetAmounts.${item.index}`);
        const row = item.index + 1;
        return (
          <div key={item.key} className={amountRow}>
            <TextField
              {...amount}
              label={t`${name}: suggested amount ${row}`}
              inputMode="decimal"
            />
            <Button
              variant="greyOutlined"
              size="sm"
              aria-label={t`Move ${name} amount ${row} earlier`}
              disabled={item.index === 0}
              onClick={() => moveAmount(item.index, item.index - 1)}
            >
              ↑
            </Button>
            <Button
              variant="greyOutlined"
              size="sm"
              aria-label={t`Move ${name} amount ${row} later`}
              disabled={item.index === amounts.items.length - 1}
              onClick={() => moveAmount(item.index, item.index + 1)}
            >
              ↓
            </Button>
            <Button
              variant="dangerOutlined"
              size="sm"
              aria-label={t`Remove ${name} amount ${row}`}
              onClick={() => amounts.remove(item.index)}
            >
              ×
            </Button>
          </div>
        );
      })}
      <div>
        <Button
          variant="greyOutlined"
          size="sm"
          disabled={amounts.items.length >= MAX_PRESETS}
          onClick={() => amounts.add("")}
        >
          {i18n._(words.add)}
        </Button>
      </div>
    </section>
  );
}

export interface PeriodsFieldProps {
  form: JoinForm;
  problems: Problems;
}

/** The periods offered, each with its suggested amounts, and buttons to offer those missing. */
export function PeriodsField({ form, problems }: PeriodsFieldProps) {
  const { i18n } = useLingui();
  const periodsList = form.list("periods");
  const missingPeriods = (["monthly", "annually"] as const).filter(
    (name) => !form.values.periods.some((period) => period.name === name),
  );
  return (
    <FieldGroup legend={periodsList.label}>
      {periodsList.error && (
        <div id={periodsList.id} tabIndex={-1}>
          <FieldError id={`${periodsList.id}-error`}>{periodsList.error}</FieldError>
        </div>
      )}
      {periodsList.items.map(({ key, index }) => (
        <PeriodOffer key={key} form={form} index={index} problems={problems} />
      ))}
      {missingPeriods.map((name) => (
        <div key={name}>
          <Button
            variant="greyOutlined"
            size="sm"
            onClick={() => periodsList.add({ name, presetAmounts: [] })}
          >
            {i18n._(PERIOD_WORDS[name].offer)}
          </Button>
        </div>
      ))}
    </FieldGroup>
  );
}
