import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { CONTENT, MAX_TEST_RETRIES, MAX_TEST_RETRY_DAY, type PaymentContent } from "@core/content";
import { REQUIRED_MESSAGE } from "@core/validation";
import { TextField, useForm } from "@ui/form";
import { Text } from "@ui/typography";
import { useLeaveGuard } from "@app/router/use-leave-guard";
import { SettingsForm } from "../../shared/SettingsForm";
import { useContentSave } from "../../shared/useContentSave";
import { formatRetryDays, parseRetryDays } from "./retry-days";

const LABELS = {
  membershipGraceDays: msg`Grace period (days)`,
  testRetryDays: msg`Test payments: days a failed payment is tried again`,
};

const NOT_DAYS = msg`Type whole numbers of days, separated by commas, such as 3, 7, 14.`;
const OUT_OF_ORDER = msg`Put the days in order, each later than the one before.`;

interface FailedPaymentsValues {
  membershipGraceDays: number | undefined;
  testRetryDays: string;
}

/** Days in order, each later than the one before: the server refuses any other schedule. */
const increasing = (days: number[]) => days.every((day, i) => i === 0 || day > (days[i - 1] ?? 0));

/**
 * What happens when a payment fails: how long members keep access while it is collected
 * (every provider), and when the test provider tries again (Stripe's and GoCardless's
 * schedules are set in their dashboards, which this says).
 */
export function FailedPaymentsForm({ payment }: { payment: PaymentContent }) {
  const { t } = useLingui();
  const { save, savedAt } = useContentSave("payment", t`The failed payment settings are saved.`);
  const form = useForm({
    id: "settings-failed-payments",
    labels: LABELS,
    initial: {
      membershipGraceDays: payment.membershipGraceDays,
      testRetryDays: formatRetryDays(payment.testRetryDays),
    } as FailedPaymentsValues,
    schema: CONTENT.payment.patch,
    toBody: ({ membershipGraceDays, testRetryDays }) => ({
      ...(membershipGraceDays === undefined ? {} : { membershipGraceDays }),
      // Only the test provider reads it: a real provider's instance leaves it as it is.
      ...(payment.testPayments ? { testRetryDays: parseRetryDays(testRetryDays) ?? [] } : {}),
    }),
    validate: ({ membershipGraceDays, testRetryDays }) => {
      const days = parseRetryDays(testRetryDays);
      return {
        membershipGraceDays: membershipGraceDays === undefined ? REQUIRED_MESSAGE : undefined,
        testRetryDays: !payment.testPayments
          ? undefined
          : days === undefined
            ? NOT_DAYS
            : !increasing(days)
              ? OUT_OF_ORDER
              : undefined,
      };
    },
  });
  const leaveGuard = useLeaveGuard(form.dirty);
  const submit = form.handleSubmit(async (body, values) => {
    await save(body);
    form.reset(values);
  });
  const lastRetry = parseRetryDays(form.values.testRetryDays)?.at(-1) ?? 0;
  const grace = form.values.membershipGraceDays;

  return (
    <SettingsForm
      id="settings-failed-payments-heading"
      heading={t`Failed payments`}
      intro={t`When a renewal fails, the member is emailed and keeps their membership while the payment is tried again.`}
      form={form}
      onSubmit={submit}
      savedAt={savedAt}
    >
      {leaveGuard}
      <TextField
        {...form.number("membershipGraceDays")}
        min={0}
        max={90}
        step={1}
        inputMode="numeric"
        hint={t`How long a membership lasts past the period paid for while a renewal is collected: 0 to 90 days. Make it longer than the last retry, so members keep access while their payment is still being tried.`}
      />
      {payment.testPayments && (
        <TextField
          {...form.text("testRetryDays")}
          inputMode="numeric"
          hint={t`Days after the payment was due, separated by commas: up to ${MAX_TEST_RETRIES} tries, the last at most ${MAX_TEST_RETRY_DAY} days after. Leave it empty to never try again.`}
        />
      )}
      {payment.testPayments && grace !== undefined && lastRetry > grace && (
        <Text role="note">
          {t`The last retry comes after the grace period ends: members lose access before their payment has been tried for the last time.`}
        </Text>
      )}
      <Text>
        {t`With Stripe, the retries are set in Stripe's dashboard (Settings → Billing → Revenue recovery → Retries: up to 8 tries within up to 2 months). With GoCardless, failed payments are tried again when intelligent retries are turned on in GoCardless's dashboard.`}
      </Text>
    </SettingsForm>
  );
}
