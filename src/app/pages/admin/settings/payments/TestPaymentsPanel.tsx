import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { TEST_CARD_NUMBER, TEST_IBAN, type TestClockMove } from "@core/payments";
import { advanceTestClock, testClock } from "@core/payments/api";
import { api } from "@stores/api";
import { setQueryData, useQuery } from "@stores/query";
import { Button } from "@ui/button";
import { messageForRefusal } from "@ui/form/refusals";
import { QueryView } from "@ui/query-view";
import { Heading, Text } from "@ui/typography";
import { card } from "@app/pages/shared/card";
import { Figures } from "../../shared/Figures";

const moves = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem;
`;

const movesLabel = css`
  margin: 0;
  margin-right: 0.25rem;
  font-weight: 600;
`;

const outcomes = css`
  margin: 0;
  padding-left: 1.25rem;
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
`;

const code = css`
  font-family: ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace;
`;

type Advance = "P1D" | "P1W" | "P1M" | "P1Y";

/**
 * While the test provider takes the payments: its clock, moved forward a day to a year (which
 * runs the renewals, retries and failures that fall due), what the last move ran, and the test
 * details and outcomes its checkout offers.
 */
export function TestPaymentsPanel() {
  const { t, i18n } = useLingui();
  const clock = useQuery(testClock());
  const [busy, setBusy] = useState<Advance>();
  const [moved, setMoved] = useState<TestClockMove>();
  const [failed, setFailed] = useState<string>();

  // "1 day" to "1 year" in the staff's language, as the browser words a quantity of a unit.
  const span = (unit: string) => i18n.number(1, { style: "unit", unit, unitDisplay: "long" });
  const labels: Record<Advance, string> = {
    P1D: span("day"),
    P1W: span("week"),
    P1M: span("month"),
    P1Y: span("year"),
  };

  const move = async (advance: Advance) => {
    setBusy(advance);
    setFailed(undefined);
    try {
      const answer = await api.send(advanceTestClock({ advance }));
      setQueryData(testClock(), { now: answer.now, offsetSeconds: answer.offsetSeconds });
      setMoved(answer);
    } catch (error) {
      const message = messageForRefusal(error);
      setFailed(message ? i18n._(message) : t`The clock could not be moved. Please try again.`);
    }
    setBusy(undefined);
  };

  const when = (iso: string) => i18n.date(new Date(iso), { dateStyle: "long", timeStyle: "short" });
  const offsetDays = clock.status === "ready" ? Math.floor(clock.data.offsetSeconds / 86_400) : 0;

  return (
    <section className={card} aria-labelledby="test-payments-heading">
      <Heading level={2} size="md" id="test-payments-heading">
        {t`Test payments`}
      </Heading>
      <Text>
        {t`No payment provider is connected, so the built-in test provider takes the payments: no real money moves. Connect Stripe or GoCardless to take real payments (see the operations guide).`}
      </Text>

      <Heading level={3} size="sm">
        {t`Test clock`}
      </Heading>
      <Text>
        {t`Move the test provider's time forward to see renewals, failed payments and their retries happen. Memberships follow the same clock.`}
      </Text>
      <Text aria-live="polite">
        <QueryView
          state={clock}
          read={testClock()}
          loading={t`Reading the test clock…`}
          failed={t`The test clock can't be read right now.`}
          layout="inline"
        >
          {({ now }) =>
            offsetDays > 0
              ? t`The test clock reads ${when(now)}, ${i18n.number(offsetDays)} days ahead of real time.`
              : t`The test clock reads ${when(now)}.`
          }
        </QueryView>
      </Text>
      <div className={moves} role="group" aria-labelledby="test-clock-moves">
        <p className={movesLabel} id="test-clock-moves">
          {t`Move the test clock forward by`}
        </p>
        {(Object.keys(labels) as Advance[]).map((advance) => (
          <Button
            key={advance}
            variant="primaryOutlined"
            loading={busy === advance}
            disabled={busy !== undefined && busy !== advance}
            onClick={() => void move(advance)}
          >
            {labels[advance]}
          </Button>
        ))}
      </div>
      <div role="status">
        {failed && <Text>{failed}</Text>}
        {moved && !failed && (
          <>
            <Text>{t`Moved to ${when(moved.now)}. What fell due meanwhile ran:`}</Text>
            <Figures
              label={t`What moving the clock ran`}
              items={[
                { label: t`Payments taken`, value: moved.ran.charged },
                { label: t`Payments succeeded`, value: moved.ran.paid },
                { label: t`Failed, to be tried again`, value: moved.ran.retrying, bad: true },
                { label: t`Failed for good`, value: moved.ran.failed, bad: true },
                { label: t`Contributions ended`, value: moved.ran.ended, bad: true },
              ]}
            />
          </>
        )}
      </div>

      <Heading level={3} size="sm">
        {t`Test checkout`}
      </Heading>
      <Text>
        {t`Joining or changing a payment method opens the test checkout. Pay with the test card`}{" "}
        <span className={code}>{TEST_CARD_NUMBER}</span>{" "}
        {t`(any future expiry date, any 3 digits) or the test IBAN`}{" "}
        <span className={code}>{TEST_IBAN}</span>
        {t`, and choose what happens:`}
      </Text>
      <ul className={outcomes}>
        <li>{t`Succeeds: the payment method is accepted and every payment goes through.`}</li>
        <li>{t`Declined: the payment method is refused; the payer may try again.`}</li>
        <li>{t`Bank approval: the payer approves or refuses in their bank first.`}</li>
        <li>
          {t`Insufficient funds later: the first payment goes through and every later one fails, to try retries and the grace period.`}
        </li>
      </ul>
    </section>
  );
}
