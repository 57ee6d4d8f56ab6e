import { exportRead, listRead, read, segment, write, type ListParams } from "../api/call";
import type { PaymentPage, PaymentSort, PaymentWith } from "./payment";
import type {
  AdvanceTestClock,
  AuthenticateTestCheckout,
  ConfirmTestCheckout,
  TestCheckout,
  TestClock,
  TestClockMove,
} from "./test-provider";

/** Every payment (admins), e.g. the payments page. */
export const paymentList = (params: ListParams<PaymentSort, PaymentWith> & { totals?: boolean }) =>
  listRead<PaymentPage>("payment", params);

/** `GET /payment.csv`: the list's filter and order as a streamed CSV (a download, not JSON). */
export const paymentExport = (params: Pick<ListParams<PaymentSort>, "sort" | "order" | "rules">) =>
  exportRead<string>("payment.csv", params);

/** One contact's payments: `me` for the signed-in member's history. */
export const contactPayments = (contactId: string, params: ListParams<PaymentSort, PaymentWith>) =>
  listRead<PaymentPage>(`contact/${segment(contactId)}/payment`, params);

/** The test provider's checkout page, by the id in its address. */
export const testCheckout = (id: string) =>
  read<TestCheckout>(`test-provider/checkout/${segment(id)}`);

/** Answers the checkout as it now is: succeeded (with where to go), waiting for approval, or declined. */
export const confirmTestCheckout = (id: string, body: ConfirmTestCheckout) =>
  write<TestCheckout>("POST", `test-provider/checkout/${segment(id)}`, body);

export const authenticateTestCheckout = (id: string, body: AuthenticateTestCheckout) =>
  write<TestCheckout>("POST", `test-provider/checkout/${segment(id)}/authenticate`, body);

/** The payer gives up: the checkout answers where to go back to. */
export const cancelTestCheckout = (id: string) =>
  write<TestCheckout>("POST", `test-provider/checkout/${segment(id)}/cancel`);

export const testClock = () => read<TestClock>("test-provider/clock");

/** Moves the test provider's time forward and runs what fell due meanwhile (admins). */
export const advanceTestClock = (body: AdvanceTestClock) =>
  write<TestClockMove>("POST", "test-provider/clock", body);
