import type { Emit } from "../outbound-webhooks/emit";
import type { PaymentMethod } from "../../../src/core/fees";
import type { PaymentProviderName } from "../../../src/core/payments";
import type { Database } from "../../db/connection";
import type { ContentService } from "../content";
import type { EmailService } from "../email";
import type { JobLog, JobRunner } from "../jobs";
import type { PaymentClock } from "./clock";
import { createEventHandler } from "./events";
import { manualProvider } from "./manual";
import type { PaymentProvider } from "./provider";
import { createTestProvider, type TestProvider } from "./test-provider";

export { createPaymentClock, type PaymentClock } from "./clock";
export { ProviderEvent, type EventHandler, type EventOutcome } from "./events";
export * from "./provider";

export interface PaymentsDependencies {
  db: Database;
  content: ContentService;
  email: EmailService;
  jobs: JobRunner;
  log: JobLog;
  baseUrl: string;
  /** The time payments run on (made before the services that read memberships). */
  clock: PaymentClock;
  /** Tells outbound webhooks of payments (services/outbound-webhooks). */
  emit?: Emit;
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/**
 * The payment providers an instance takes money with, the clock they run on, and the one
 * handler of what they report. Without a real provider configured, the built-in test provider
 * takes card and direct debit payments (Stripe and GoCardless join it behind the same
 * interface, `provider.ts`); `manual` stands for money admins record themselves.
 */
export function createPaymentsService(deps: PaymentsDependencies) {
  const { clock } = deps;
  const events = createEventHandler(deps);
  const test: TestProvider = createTestProvider({ ...deps, clock, events });
  const providers = new Map<PaymentProviderName, PaymentProvider>([
    ["test", test.provider],
    ["manual", manualProvider],
  ]);
  const methods: PaymentMethod[] = [...test.provider.methods];

  return {
    clock,
    events,
    /** The test provider (its checkout page and clock), while it is the one taking payments. */
    test: test as TestProvider | undefined,
    /** The methods readers can pay with now, in the order the join form offers them. */
    methods,
    /** The provider of a stored contribution; undefined when it is no longer configured. */
    provider(name: PaymentProviderName): PaymentProvider | undefined {
      return providers.get(name);
    },
    /** The provider that takes a method now; undefined when none does. */
    forMethod(method: PaymentMethod): PaymentProvider | undefined {
      return [...providers.values()].find((provider) => provider.methods.includes(method));
    },
  };
}
