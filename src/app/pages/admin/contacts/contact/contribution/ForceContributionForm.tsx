import { css } from "@linaria/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { isApiError } from "../../../../../../core/api";
import { staffContact } from "../../../../../../core/contacts/api";
import { forceContribution } from "../../../../../../core/contributions/api";
import {
  ForceContribution,
  type ContributionInfo,
} from "../../../../../../core/contributions/schemas";
import { api } from "../../../../../../stores/api";
import { notify } from "../../../../../../stores/notifications";
import { invalidate } from "../../../../../../stores/query";
import { RadioGroup, Select, TextField, useForm } from "../../../../../../ui/form";
import { useLeaveGuard } from "../../../../../router/use-leave-guard";
import { AccountForm } from "../../../../profile/account/AccountSection";

const pair = css`
  display: grid;
  gap: 1.25rem;
  @media (min-width: 640px) {
    grid-template-columns: minmax(0, 12rem) minmax(0, 12rem);
  }
`;

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
    labels: {
      type: msg`Contribution`,
      amount: msg`Amount`,
      period: msg`Period`,
      source: msg`Paid by`,
      reference: msg`Reference`,
    },
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
    validate: ({ type, amount }) => ({
      amount: type === "Manual" && amount === undefined ? msg`Enter the amount.` : undefined,
    }),
    explain: (error) =>
      isApiError(error, ["cant-update-contribution"])
        ? {
            message: msg`This contact pays automatically. Cancel that contribution before recording another.`,
          }
        : undefined,
  });
  const leaveGuard = useLeaveGuard(form.dirty);
  const isManual = form.values.type === "Manual";

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
      <RadioGroup
        {...form.radio("type")}
        options={[
          { value: "Manual", label: t`A manual contribution` },
          { value: "None", label: t`No contribution` },
        ]}
      />
      {isManual && (
        <>
          <div className={pair}>
            <TextField {...form.number("amount")} inputMode="decimal" step="0.01" min="0" />
            <Select
              {...form.select("period")}
              options={[
                { value: "monthly", label: t`Monthly` },
                { value: "annually", label: t`Annually` },
              ]}
            />
          </div>
          <TextField
            {...form.text("source")}
            autoComplete="off"
            hint={t`Optional, e.g. cash or standing order.`}
          />
          <TextField {...form.text("reference")} autoComplete="off" hint={t`Optional.`} />
        </>
      )}
    </AccountForm>
  );
}
