import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { Button } from "@ui/button";
import { DateInput } from "@ui/date-input";
import { TextField } from "@ui/form";
import type { FilterProblem, PaymentFilters } from "./payment-filters";

const form = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 9.5rem), 1fr));
  align-items: start;
  gap: 0.75rem 1rem;
`;
const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  grid-column: 1 / -1;
`;

export interface PaymentFiltersFormProps {
  /** The filters in the address. */
  filters: PaymentFilters;
  problems: Partial<Record<keyof PaymentFilters, FilterProblem>>;
  /** Puts the filters in the address (back to page 1). */
  onApply(filters: PaymentFilters): void;
}

/**
 * Amount and charge-date filters, applied together (a list that reloads on every keystroke
 * would jump about); what is wrong is said next to its field.
 */
export function PaymentFiltersForm({ filters, problems, onApply }: PaymentFiltersFormProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState(filters);
  const [applied, setApplied] = useState(filters);
  // The address changed by itself (back button, a link): show what it now holds.
  if (JSON.stringify(applied) !== JSON.stringify(filters)) {
    setApplied(filters);
    setDraft(filters);
  }
  const message = (problem: FilterProblem | undefined, field: "amount" | "date") => {
    if (problem === "amount") return t`Enter an amount such as 10 or 12.50.`;
    if (problem === "dates") return t`Enter a whole date.`;
    if (problem === "range") {
      return field === "amount"
        ? t`The largest amount must not be below the smallest.`
        : t`The last day must not be before the first.`;
    }
    return undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const empty = { minAmount: "", maxAmount: "", from: "", to: "" };
  const any = Object.values(filters).some(Boolean);
  return (
    <form className={form} onSubmit={submit} aria-label={t`Filter payments`}>
      <TextField
        label={t`Amount from`}
        inputMode="decimal"
        value={draft.minAmount}
        onChange={(event) => setDraft({ ...draft, minAmount: event.target.value })}
        error={message(problems.minAmount, "amount")}
      />
      <TextField
        label={t`Amount up to`}
        inputMode="decimal"
        value={draft.maxAmount}
        onChange={(event) => setDraft({ ...draft, maxAmount: event.target.value })}
        error={message(problems.maxAmount, "amount")}
      />
      <DateInput
        label={t`Charged from`}
        value={draft.from}
        onChange={(from) => setDraft({ ...draft, from })}
        error={message(problems.from, "date")}
        showFormatted={false}
      />
      <DateInput
        label={t`Charged until`}
        value={draft.to}
        onChange={(to) => setDraft({ ...draft, to })}
        error={message(problems.to, "date")}
        showFormatted={false}
      />
      <div className={actions}>
        <Button type="submit" variant="primary">
          {t`Apply filters`}
        </Button>
        {any && (
          <Button type="button" variant="text" onClick={() => onApply(empty)}>
            {t`Clear`}
          </Button>
        )}
      </div>
    </form>
  );
}
