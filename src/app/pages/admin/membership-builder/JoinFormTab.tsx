import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { ApiError } from "@core/api/api-error";
import type { GeneralContent, JoinContent, PaymentContent } from "@core/content";
import { PAYMENT_METHODS, type ContributionPeriod } from "@core/fees";
import { $general } from "@stores/settings";
import { Checkbox, CheckboxGroup, Select, TextField, useForm } from "@ui/form";
import { METHOD_NAMES } from "@ui/join-form/MethodChoice";
import { RichTextEditor } from "@ui/rich-text";
import { UploadField } from "@ui/upload";
import { useLeaveGuard } from "@app/router/use-leave-guard";
import { SettingsForm } from "../shared/SettingsForm";
import { useContentSave } from "../shared/useContentSave";
import { withPreview } from "./builder-styles";
import { JoinFormPreview } from "./JoinFormPreview";
import {
  initialChoices,
  joinContentOf,
  joinFormProblems,
  joinFormValues,
  type JoinFormValues,
} from "./join-form-values";
import { PeriodsField } from "./PeriodsField";

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
        <PeriodsField form={form} problems={problems} />
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
      <JoinFormPreview
        draft={draft}
        payment={{ ...payment, noticeText: values.noticeText }}
        backgroundUrl={values.backgroundUrl}
      />
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
