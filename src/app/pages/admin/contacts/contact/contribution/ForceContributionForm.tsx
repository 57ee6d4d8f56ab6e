import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { isApiError } from "@core/api";
import { staffContact } from "@core/contacts/api";
import { forceContribution } from "@core/contributions/api";
import { ForceContribution, type ContributionInfo } from "@core/contributions/schemas";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { invalidate } from "@stores/query";
import { useForm } from "@ui/form";
import { useLeaveGuard } from "@app/router/use-leave-guard";
import { AccountForm } from "@app/pages/shared/account/AccountSection";
import {
  MANUAL_CONTRIBUTION_LABELS,
  ManualContributionFields,
  manualAmountProblem,
} from "../../shared/ManualContributionFields";

/**
 * Records a contribution paid outside the payment providers (cash, a standing order: amount,
 * period, where it comes from and its reference), or none.
 */
export function ForceContributionForm({
  contactId,
  info,
}: {
  contactId: string;
  info: ContributionInfo;
}) {
  const { t } = useLingui();
  const manual = info.type === "Manual";
  const form = useForm({
    id: "contact-force",
    labels: MANUAL_CONTRIBUTION_LABELS,
    initial: {
      type: manual || info.type !== "None" ? "Manual" : "None",
      amount: manual ? info.amount : undefined,
      period: (manual ? info.period : undefined) ?? "monthly",
      source:
        manual && info.paymentSource?.method === null ? (info.paymentSource.source ?? "") : "",
      reference:
        manual && info.paymentSource?.method === null ? (info.paymentSource.reference ?? "") : "",
    },
    schema: ForceContribution,
    toBody: (values): ForceContribution =>
      values.type === "None"
        ? { type: "None" }
        : {
            type: "Manual",
            ...(values.amount !== undefined ? { amount: values.amount } : {}),
            period: values.period === "annually" ? "annually" : "monthly",
            ...(values.source.trim() ? { source: values.source.trim() } : {}),
            ...(values.reference.trim() ? { reference: values.reference.trim() } : {}),
          },
    validate: ({ type, amount }) => ({ amount: manualAmountProblem(type, amount) }),
    explain: (error) =>
      isApiError(error, ["cant-update-contribution"])
        ? {
            message: msg`This contact pays automatically. Cancel that contribution before recording another.`,
          }
        : undefined,
  });
  const leaveGuard = useLeaveGuard(form.dirty);

  const submit = form.handleSubmit(async (body, values) => {
    await api.send(forceContribution(contactId, body));
    form.reset(values);
    notify.success(
      body.type === "None" ? t`The contribution is removed.` : t`The manual contribution is saved.`,
    );
    invalidate(staffContact(contactId));
  });

  return (
    <AccountForm
      id="contact-force"
      heading={t`Record a contribution`}
      intro={t`For money that does not come through a payment provider, such as cash or a standing order.`}
      form={form}
      onSubmit={submit}
      submitLabel={t`Save contribution`}
    >
      {leaveGuard}
      <ManualContributionFields
        type={form.radio("type")}
        amount={form.number("amount")}
        period={form.select("period")}
        source={form.text("source")}
        reference={form.text("reference")}
      />
    </AccountForm>
  );
}
