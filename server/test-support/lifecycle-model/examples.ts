import {
  AdvanceClock,
  AdvanceClockOutOfOrder,
  Cancel,
  ChangeContribution,
  ChangePaymentMethod,
  RestartServer,
  StartAgain,
  skipped,
  type Command,
} from "./commands";
import type { JoinForm } from "./world";

type Example = [JoinForm, number, Command[]];

const card = (path: JoinForm["path"]): JoinForm => ({
  amount: 5,
  period: "monthly",
  payFee: false,
  method: "s_card",
  path,
});

/**
 * Sequences every run plays first: the findings and what this test found, so each
 * stays fixed whatever the random ones draw.
 */
export function examples(): Example[] {
  const skip = skipped();
  return EXAMPLES.filter(([, , steps]) => !steps.some((step) => skip.includes(step.kind)));
}

const EXAMPLES: Example[] = [
  // A direct debit's first payment failing after the member cancelled, which the provider may
  // try again: the year it was to pay for ends, and a contribution started again does not keep
  // it (found by this test at length, seed 24).
  [
    { amount: 60, period: "annually", payFee: false, method: "gc_direct-debit", path: "succeed" },
    0,
    [
      new Cancel(),
      new AdvanceClock(3),
      new StartAgain(
        { period: "monthly", amount: 5, payFee: false, prorate: false },
        "s_card",
        "succeed",
      ),
    ],
  ],
  // A renewal's "pending" and "successful" reports carry the same time; delivered the other
  // way round, the late "pending" must not undo the payment (found by this test).
  [card("succeed"), 0, [new AdvanceClockOutOfOrder(31)]],
  // A direct debit's first payment reported seven weeks late, after the subscription's end for
  // its failed renewal: ended after failed payments, not "didn't start" (issue #23).
  [
    { ...card("insufficient-funds-later"), method: "gc_direct-debit" },
    0,
    [new AdvanceClockOutOfOrder(60, [49, 49])],
  ],
  // Restarted through PATCH after cancelling and a new method: renewing, so not ended (found
  // by this test).
  [
    card("succeed"),
    0,
    [
      new Cancel(),
      new ChangePaymentMethod("s_card", "succeed"),
      new ChangeContribution({ amount: 5, period: "monthly", payFee: false, prorate: false }),
    ],
  ],
  // Ended after failed payments, then a PATCH: refused until a new payment method is given, so
  // no membership beyond what was paid (found by this test).
  [
    { ...card("insufficient-funds-later"), amount: 7 },
    0,
    [
      new AdvanceClock(46),
      new ChangeContribution({ amount: 5, period: "monthly", payFee: false, prorate: false }),
    ],
  ],
  // The issue: a failed direct debit renewal said a payment was on its way and renewed after
  // the membership's end.
  [{ ...card("insufficient-funds-later"), method: "gc_direct-debit" }, 15, [new AdvanceClock(35)]],
  // The issue: retries running out were told as a cancellation.
  [card("insufficient-funds-later"), 0, [new AdvanceClock(31), new AdvanceClock(15)]],
  // The issue: a new card after a failed renewal pays the failed period and restores it.
  [
    card("insufficient-funds-later"),
    0,
    [
      new AdvanceClock(31),
      new RestartServer(),
      new ChangePaymentMethod("s_card", "succeed"),
      new AdvanceClock(31),
    ],
  ],
  // Cancelled while the first direct debit was collected: its failure asks for no new method.
  [{ ...card("succeed"), method: "gc_direct-debit" }, 0, [new Cancel(), new AdvanceClock(4)]],
  // The issue: annual 60 to 120 with the clock moved, the difference paid now.
  [
    { ...card("succeed"), amount: 60, period: "annually" },
    0,
    [
      new AdvanceClock(40),
      new ChangeContribution({ amount: 120, period: "annually", payFee: false, prorate: true }),
    ],
  ],
];
