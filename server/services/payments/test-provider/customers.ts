import { and, eq } from "drizzle-orm";
import type { PaymentSource } from "@core/contributions";
import {
  testProviderCustomers,
  testProviderMandates,
  testProviderSubscriptions,
} from "@server/db/schema";
import type { PaymentProvider } from "../provider";
import { cancelRetries } from "./charges";
import type { TestProviderContext } from "./context";
import { emit } from "./outbox";

function sourceOf(method: string, details: Record<string, string | number>): PaymentSource {
  const text = (key: string) => String(details[key] ?? "");
  if (method === "gc_direct-debit") {
    return {
      method: "gc_direct-debit",
      bankName: text("bankName"),
      accountHolderName: text("accountHolderName"),
      accountNumberEnding: text("accountNumberEnding"),
    };
  }
  return {
    method: "s_card",
    isLink: false,
    brand: text("brand"),
    last4: text("last4"),
    expiryMonth: Number(details.expiryMonth ?? 0),
    expiryYear: Number(details.expiryYear ?? 0),
  };
}

/** The customer and its mandates: what members see of one, name changes, deletion. */
export function customersOfTestProvider({
  db,
  clock,
  soon,
}: TestProviderContext): Pick<
  PaymentProvider,
  "paymentSource" | "updateCustomer" | "deleteCustomer" | "cancelMandate"
> {
  return {
    async paymentSource(mandateId) {
      const [row] = await db
        .select()
        .from(testProviderMandates)
        .where(eq(testProviderMandates.id, mandateId));
      return row && row.status === "active" ? sourceOf(row.method, row.details) : undefined;
    },

    async updateCustomer(customerId, details) {
      if (Object.keys(details).length === 0) return;
      await db
        .update(testProviderCustomers)
        .set(details)
        .where(eq(testProviderCustomers.id, customerId));
    },

    async deleteCustomer(customerId) {
      const at = await clock.now();
      await db.transaction(async (tx) => {
        const [customer] = await tx
          .update(testProviderCustomers)
          .set({ deletedAt: at })
          .where(eq(testProviderCustomers.id, customerId))
          .returning({ id: testProviderCustomers.id });
        if (!customer) return;
        const ended = await tx
          .update(testProviderSubscriptions)
          .set({ status: "cancelled", endedAt: at })
          .where(
            and(
              eq(testProviderSubscriptions.customerId, customerId),
              eq(testProviderSubscriptions.status, "active"),
            ),
          )
          .returning({ id: testProviderSubscriptions.id });
        for (const row of ended) await cancelRetries(tx, row.id, at);
        await tx
          .update(testProviderMandates)
          .set({ status: "cancelled" })
          .where(eq(testProviderMandates.customerId, customerId));
        await emit(tx, { type: "customer.deleted", occurredAt: at, customer: { id: customerId } });
      });
      await soon();
    },

    async cancelMandate(mandateId) {
      const at = await clock.now();
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(testProviderMandates)
          .set({ status: "cancelled" })
          .where(
            and(eq(testProviderMandates.id, mandateId), eq(testProviderMandates.status, "active")),
          )
          .returning({ customerId: testProviderMandates.customerId });
        if (!row) return;
        await emit(tx, {
          type: "mandate.ended",
          occurredAt: at,
          mandate: { id: mandateId, customerId: row.customerId },
        });
      });
      await soon();
    },
  };
}
