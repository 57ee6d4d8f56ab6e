import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { GeneralContent, JoinContent } from "@core/content";
import { minimumAmount } from "@core/contributions/amounts";
import type { ContributionPeriod } from "@core/fees/payment-method";
import { Select, TextField } from "@ui/form";
import {
  amountProblem,
  amountText,
  offeredPeriods,
  parseAmount,
  presetAmounts,
} from "@ui/join-form/join-model";
import { Heading, Text } from "@ui/typography";
import { card } from "@app/pages/shared/card";
import { SnippetField } from "../shared/SnippetField";
import { previewColumn, previewNote, withPreview } from "./builder-styles";
import { joinEmbedSnippet, joinFrameAddress, type JoinPresets } from "./join-snippet";

const frame = css`
  width: 100%;
  min-height: 40rem;
  border: 1px solid rgb(var(--c-grey-light));
  border-radius: 0.5rem;
  background: rgb(var(--c-white));
`;

const CUSTOM = "custom";

/**
 * The join form's embed snippet: a join link opening at a chosen amount and period, which the
 * loader turns into the join frame, with that frame live beside it.
 */
export function EmbedTab({ join, general }: { join: JoinContent; general: GeneralContent }) {
  const { t, i18n } = useLingui();
  const periods = offeredPeriods(join);
  const [period, setPeriod] = useState<ContributionPeriod | "">("");
  const [choice, setChoice] = useState("");
  const [custom, setCustom] = useState("");

  // The period the form opens with, as the join form picks it, for the amounts and minimum.
  const shown = period || (periods.includes(join.initialPeriod) ? join.initialPeriod : periods[0]!);
  const presets = presetAmounts(join, shown).map(amountText);
  const picked = choice === CUSTOM || presets.includes(choice) ? choice : "";
  const minimum = minimumAmount(join.minMonthlyAmount, shown);
  const problem = picked === CUSTOM ? amountProblem(custom, minimum) : undefined;
  const amount =
    picked === CUSTOM ? (problem ? undefined : amountText(parseAmount(custom)!)) : picked;
  const chosen: JoinPresets = { ...(amount ? { amount } : {}), ...(period ? { period } : {}) };

  // As the join form shows amounts: whole ones without decimals.
  const money = (value: number) =>
    i18n.number(value, {
      style: "currency",
      currency: general.currencyCode,
      minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    });
  const periodNames: Record<ContributionPeriod, string> = {
    monthly: t`Monthly`,
    annually: t`Annually`,
  };
  const problems = {
    invalid: t`Enter an amount, such as 5 or 7.50`,
    "too-high": t`That is more than we can take in one contribution`,
    "below-minimum":
      shown === "monthly"
        ? t`The minimum is ${money(minimum)} a month`
        : t`The minimum is ${money(minimum)} a year`,
  };

  return (
    <div className={withPreview}>
      <section className={card} aria-labelledby="builder-embed-heading">
        <Heading level={2} size="sm" id="builder-embed-heading">
          {t`Embed the join form in an article`}
        </Heading>
        <Text>{t`Choose what the form opens with, then paste the snippet into your article.`}</Text>
        <Select
          label={t`Period`}
          value={period}
          onChange={(event) => setPeriod(event.target.value as ContributionPeriod | "")}
          options={[
            { value: "", label: t`As the join form is set up` },
            ...periods.map((name) => ({ value: name, label: periodNames[name] })),
          ]}
        />
        <Select
          label={t`Amount`}
          value={picked}
          onChange={(event) => setChoice(event.target.value)}
          options={[
            { value: "", label: t`As the join form is set up` },
            ...presets.map((value) => ({ value, label: money(Number(value)) })),
            { value: CUSTOM, label: t`Another amount` },
          ]}
        />
        {picked === CUSTOM && (
          <TextField
            label={t`Other amount`}
            hint={t`In ${general.currencyCode}, such as 5 or 7.50`}
            inputMode="decimal"
            value={custom}
            onChange={(event) => setCustom(event.target.value)}
            error={custom.trim() && problem ? problems[problem] : undefined}
          />
        )}
        <SnippetField
          snippet={joinEmbedSnippet(
            chosen,
            join.title || t`Join ${general.organisationName}`,
            location.origin,
          )}
          hint={t`Paste it into your article's HTML. Readers join right there; without JavaScript they get a link to the join page.`}
        />
      </section>
      <aside className={previewColumn} aria-label={t`Preview of the embedded join form`}>
        <Text
          className={previewNote}
        >{t`Preview: the join form as your article shows it. Joining here is real.`}</Text>
        <iframe
          className={frame}
          src={joinFrameAddress(chosen)}
          title={t`The embedded join form`}
        />
      </aside>
    </div>
  );
}
