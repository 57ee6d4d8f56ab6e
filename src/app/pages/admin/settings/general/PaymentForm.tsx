import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { CONTENT, type PaymentContent } from "@core/content";
import { REQUIRED_MESSAGE } from "@core/validation";
import { Checkbox, TextField, useForm } from "@ui/form";
import { useLeaveGuard } from "@app/router/use-leave-guard";
import { SettingsForm } from "../../shared/SettingsForm";
import { useContentSave } from "../../shared/useContentSave";

const LABELS = {
  taxRateEnabled: msg`Contributions include tax`,
  taxRate: msg`Tax rate (%)`,
};

interface PaymentValues {
  taxRateEnabled: boolean;
  taxRate: number | undefined;
}

/** Whether contributions include a tax such as VAT, and its rate. */
export function PaymentForm({ payment }: { payment: PaymentContent }) {
  const { t } = useLingui();
  const { save, savedAt } = useContentSave("payment", t`The payment settings are saved.`);
  const form = useForm({
    id: "settings-payment",
    labels: LABELS,
    initial: { taxRateEnabled: payment.taxRateEnabled, taxRate: payment.taxRate } as PaymentValues,
    schema: CONTENT.payment.patch,
    // Switched off, the rate is kept for the next time it is switched on.
    toBody: ({ taxRateEnabled, taxRate }) =>
      taxRateEnabled
        ? { taxRateEnabled, ...(taxRate === undefined ? {} : { taxRate }) }
        : { taxRateEnabled },
    validate: ({ taxRateEnabled, taxRate }) => ({
      taxRate: taxRateEnabled && taxRate === undefined ? REQUIRED_MESSAGE : undefined,
    }),
  });
  const leaveGuard = useLeaveGuard(form.dirty);
  const submit = form.handleSubmit(async (body, values) => {
    await save(body);
    form.reset(values);
  });

  return (
    <SettingsForm
      id="settings-payment-heading"
      heading={t`Payment`}
      form={form}
      onSubmit={submit}
      savedAt={savedAt}
    >
      {leaveGuard}
      <Checkbox
        {...form.checkbox("taxRateEnabled")}
        hint={t`Members then see that their contribution includes tax at this rate.`}
      />
      {form.values.taxRateEnabled && (
        <TextField {...form.number("taxRate")} min={0} max={100} step={1} inputMode="numeric" />
      )}
    </SettingsForm>
  );
}
