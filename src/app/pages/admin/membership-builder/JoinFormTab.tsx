import { css } from "@linaria/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { ApiError } from "@core/api/api-error";
import type { GeneralContent, JoinContent, PaymentContent } from "@core/content";
import { PAYMENT_METHODS, type ContributionPeriod } from "@core/fees";
import { $general } from "@stores/settings";
import { Button } from "@ui/button";
import { Checkbox, CheckboxGroup, FieldGroup, Select, TextField, useForm } from "@ui/form";
import { FieldError } from "@ui/form/FieldParts";
import { JoinForm } from "@ui/join-form/JoinForm";
import { METHOD_NAMES } from "@ui/join-form/MethodChoice";
import { RichTextEditor } from "@ui/rich-text";
import { UploadField } from "@ui/upload";
import { Heading, Text } from "@ui/typography";
import { useLeaveGuard } from "../../../router/use-leave-guard";
import { SettingsForm } from "../shared/SettingsForm";
import { useContentSave } from "../shared/useContentSave";
import {
  previewCard,
  previewColumn,
  previewNote,
  previewStage,
  withPreview,
} from "./builder-styles";
import {
  initialChoices,
  joinContentOf,
  joinFormProblems,
  joinFormValues,
  type JoinFormValues,
} from "./join-form-values";

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

const LABELS = {
  title: msg`Title`,
  subtitle: msg`Subtitle`,
  periods: msg`Periods offered`,
  "periods.*": (row: number) => msg`Period ${row}`,
  "periods.*.presetAmounts": (row: number) => msg`Suggested amounts of period ${row}`,
  "periods.*.presetAmounts.*": (row: number) => msg`Suggested amount ${row}`,
  minMonthlyAmount: msg`Minimum monthly amount`,
  initial: msg`Default amount`,
  showNoContribution: msg`Offer "no contribution right now"`,
  showAbsorbFee: msg`Offer to cover the payment fee`,
  paymentMethods: msg`Payment methods`,
  backgroundUrl: msg`Background image`,
  noticeText: msg`Payment notice`,
};

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

interface JoinFormTabProps {
  join: JoinContent;
  payment: PaymentContent;
  general: GeneralContent;
}

/**
 * The join form's texts, periods and suggested amounts, minimum, default, options, payment
 * methods, background and payment notice, with the real join form beside it showing the
 * unsaved values. One Save stores the three documents they live in.
 */
export function JoinFormTab({ join, payment, general }: JoinFormTabProps) {
  const { t, i18n } = useLingui();
  const liveGeneral = useStore($general);
  const organisation = liveGeneral.organisationName;
  const joinSave = useContentSave("join", t`The join form is saved.`);
  const paymentSave = useContentSave("payment");
  const generalSave = useContentSave("general");
  const form = useForm<JoinFormValues>({
    id: "builder-join",
    labels: LABELS,
    initial: joinFormValues(join, payment.noticeText, general.backgroundUrl),
    validate: (values) => joinFormProblems(values, join),
    // The body splits the default into its period and amount: a refusal of either is the default's.
    explain: (error) => {
      if (!(error instanceof ApiError)) return undefined;
      const refused = new Set(error.errors.map((item) => item.property));
      if (refused.has("initialPeriod")) {
        return { field: "initial", message: msg`Choose a default among the periods offered` };
      }
      if (refused.has("initialAmount")) {
        return {
          field: "initial",
          message: msg`The default amount is under the minimum. Please choose another.`,
        };
      }
      return undefined;
    },
  });
  const leaveGuard = useLeaveGuard(form.dirty);
  const { values } = form;
  const draft = joinContentOf(values, join);
  // Said as the admin types, not only once the period's field is left: a raised minimum
  // makes amounts they did not touch too low.
  const problems = joinFormProblems(values, join);

  const submit = form.handleSubmit(async (_, saved) => {
    // Only the documents whose fields changed; the join document, always saved, says so once.
    const changes: Promise<unknown>[] = [joinSave.save(stripReadOnly(joinContentOf(saved, join)))];
    if (saved.noticeText !== payment.noticeText) {
      changes.push(paymentSave.save({ noticeText: saved.noticeText }));
    }
    if (saved.backgroundUrl !== general.backgroundUrl) {
      changes.push(generalSave.save({ backgroundUrl: saved.backgroundUrl }));
    }
    await Promise.all(changes);
    form.reset(saved);
  });

  const money = (amount: number, period: ContributionPeriod) => {
    const text = i18n.number(amount, {
      style: "currency",
      currency: general.currencyCode,
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    });
    return period === "monthly" ? t`${text} a month` : t`${text} a year`;
  };
  const missingPeriods = (["monthly", "annually"] as const).filter(
    (name) => !values.periods.some((period) => period.name === name),
  );
  const movePeriod = (from: number, to: number) => {
    const periods = [...values.periods];
    const [moved] = periods.splice(from, 1);
    if (moved) periods.splice(to, 0, moved);
    form.set("periods", periods);
  };
  const moveAmount = (index: number, from: number, to: number) => {
    const amounts = [...(values.periods[index]?.presetAmounts ?? [])];
    const [moved] = amounts.splice(from, 1);
    if (moved !== undefined) amounts.splice(to, 0, moved);
    form.set(`periods.${index}.presetAmounts`, amounts);
  };
  const periodsList = form.list("periods");
  const background = form.field("backgroundUrl");
  const subtitle = form.field("subtitle");
  const notice = form.field("noticeText");

  return (
    <div className={withPreview}>
      <SettingsForm
        id="builder-join-heading"
        heading={t`Join form`}
        intro={t`What readers see when they join, on your site and in the join frame.`}
        form={form}
        onSubmit={submit}
        savedAt={joinSave.savedAt}
      >
        {leaveGuard}
        <TextField
          {...form.text("title")}
          hint={t`Left empty, the form says "Join ${organisation}".`}
        />
        <RichTextEditor
          id={subtitle.id}
          label={subtitle.label}
          value={subtitle.value}
          onChange={subtitle.onChange}
          error={subtitle.error}
        />
        <UploadField
          id={background.id}
          label={background.label}
          kind="image"
          value={background.value}
          onChange={(url) => background.onChange(url ?? "")}
          error={background.error}
          hint={t`Behind the join form and the sign-in pages. Pictures of 1440 × 810 pixels look best.`}
        />
        <TextField
          {...form.number("minMonthlyAmount")}
          min={1}
          step={1}
          inputMode="numeric"
          required
          hint={t`An annual contribution must be at least twelve times this.`}
        />
        <FieldGroup legend={periodsList.label}>
          {periodsList.error && (
            <div id={periodsList.id} tabIndex={-1}>
              <FieldError id={`${periodsList.id}-error`}>{periodsList.error}</FieldError>
            </div>
          )}
          {periodsList.items.map(({ key, index }) => {
            const period = values.periods[index];
            if (!period) return null;
            const words = PERIOD_WORDS[period.name];
            const name = i18n._(words.name);
            const amounts = form.list(`periods.${index}.presetAmounts`);
            const periodProblem = problems[`periods.${index}`];
            const periodError = periodProblem ? i18n._(periodProblem) : undefined;
            const errorId = `builder-join-periods-${index}-error`;
            return (
              <section key={key} className={periodBox} aria-labelledby={`${errorId}-name`}>
                <div className={periodHeader}>
                  <Heading level={3} size="sm" id={`${errorId}-name`}>
                    {name}
                  </Heading>
                  <div className={buttons}>
                    <Button
                      variant="greyOutlined"
                      size="sm"
                      disabled={index === 0}
                      onClick={() => movePeriod(index, index - 1)}
                    >
                      {t`Move ${name} up`}
                    </Button>
                    <Button
                      variant="greyOutlined"
                      size="sm"
                      disabled={index === values.periods.length - 1}
                      onClick={() => movePeriod(index, index + 1)}
                    >
                      {t`Move ${name} down`}
                    </Button>
                    <Button
                      variant="dangerOutlined"
                      size="sm"
                      disabled={values.periods.length === 1}
                      onClick={() => periodsList.remove(index)}
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
                        onClick={() => moveAmount(index, item.index, item.index - 1)}
                      >
                        ↑
                      </Button>
                      <Button
                        variant="greyOutlined"
                        size="sm"
                        aria-label={t`Move ${name} amount ${row} later`}
                        disabled={item.index === amounts.items.length - 1}
                        onClick={() => moveAmount(index, item.index, item.index + 1)}
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
          })}
          {missingPeriods.map((name) => {
            return (
              <div key={name}>
                <Button
                  variant="greyOutlined"
                  size="sm"
                  onClick={() => periodsList.add({ name, presetAmounts: [] })}
                >
                  {i18n._(PERIOD_WORDS[name].offer)}
                </Button>
              </div>
            );
          })}
        </FieldGroup>
        <Select
          {...form.select("initial")}
          hint={t`Selected when the form opens, unless the link to it sets another.`}
          options={initialChoices(values).map((choice) => ({
            value: choice.value,
            label: money(choice.amount, choice.period),
          }))}
        />
        <Checkbox
          {...form.checkbox("showNoContribution")}
          hint={t`Readers can then join without paying.`}
        />
        <Checkbox
          {...form.checkbox("showAbsorbFee")}
          hint={t`Monthly contributors may add the payment provider's fee to their amount.`}
        />
        <CheckboxGroup
          {...form.checkboxes("paymentMethods")}
          hint={t`Readers are offered those your payment providers take.`}
          options={PAYMENT_METHODS.map((method) => ({
            value: method,
            label: i18n._(METHOD_NAMES[method]),
          }))}
        />
        <RichTextEditor
          id={notice.id}
          label={notice.label}
          value={notice.value}
          onChange={notice.onChange}
          error={notice.error}
          hint={t`Shown above the payment button, for instance about tax or how payments appear on a statement.`}
        />
      </SettingsForm>
      <aside className={previewColumn} aria-label={t`Preview of the join form`}>
        <Text
          className={previewNote}
        >{t`Preview: it works as readers see it, and sends nothing.`}</Text>
        <div
          className={previewStage}
          style={values.backgroundUrl ? { backgroundImage: `url("${values.backgroundUrl}")` } : {}}
        >
          <div className={previewCard}>
            <JoinForm
              key={JSON.stringify(draft)}
              settings={{
                join: draft,
                payment: { ...payment, noticeText: values.noticeText },
                general: liveGeneral,
              }}
              query={new URLSearchParams()}
              preview
            />
          </div>
        </div>
      </aside>
    </div>
  );
}

/** The join document without the fields the server sets, which a PATCH may not name. */
function stripReadOnly({
  stripePublicKey: _key,
  stripeCountry: _country,
  ...rest
}: JoinContent): Omit<JoinContent, "stripePublicKey" | "stripeCountry"> {
  return rest;
}
