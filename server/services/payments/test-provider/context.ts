import type { Database } from "@server/db/connection";
import type { PaymentClock } from "../clock";

/** What the provider's calls share: its tables, its time, and a run of due work soon. */
export interface TestProviderContext {
  db: Database;
  clock: PaymentClock;
  baseUrl: string;
  /** Runs the due work soon after something was charged (a subscription started, a one-off). */
  soon: () => Promise<void>;
}
