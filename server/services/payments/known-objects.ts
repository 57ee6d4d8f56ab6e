import { and, eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { PaymentProviderName } from "@core/payments";
import type { Database } from "../../db/connection";
import { contributions, paymentCustomers, paymentFlows, payments } from "../../db/schema";

/**
 * Whether Agora holds a provider's object (a customer, mandate, subscription or payment) in
 * any of its tables: a webhook's event about an object Agora never saw is ignored from this
 * alone, with no call to the provider (which may be unreachable, or the event another app's).
 */
export interface KnownObjects {
  customer(id: string): Promise<boolean>;
  mandate(id: string): Promise<boolean>;
  subscription(id: string): Promise<boolean>;
  payment(id: string): Promise<boolean>;
}

export function createKnownObjects(db: Database, provider: PaymentProviderName): KnownObjects {
  async function anyOf(
    places: [table: PgTable, providerColumn: AnyPgColumn, idColumn: AnyPgColumn][],
    id: string,
  ): Promise<boolean> {
    const found = await Promise.all(
      places.map(async ([table, providerColumn, idColumn]) => {
        const where: SQL | undefined = and(eq(providerColumn, provider), eq(idColumn, id));
        const rows = await db.select({ id: idColumn }).from(table).where(where).limit(1);
        return rows.length > 0;
      }),
    );
    return found.some(Boolean);
  }

  return {
    customer: (id) =>
      anyOf(
        [
          [paymentCustomers, paymentCustomers.provider, paymentCustomers.customerId],
          [contributions, contributions.provider, contributions.customerId],
          [paymentFlows, paymentFlows.provider, paymentFlows.customerId],
        ],
        id,
      ),
    mandate: (id) =>
      anyOf(
        [
          [contributions, contributions.provider, contributions.mandateId],
          [paymentFlows, paymentFlows.provider, paymentFlows.mandateId],
        ],
        id,
      ),
    subscription: (id) =>
      anyOf(
        [
          [contributions, contributions.provider, contributions.subscriptionId],
          [payments, payments.provider, payments.subscriptionId],
          [paymentFlows, paymentFlows.provider, paymentFlows.subscriptionId],
        ],
        id,
      ),
    payment: (id) => anyOf([[payments, payments.provider, payments.providerPaymentId]], id),
  };
}
