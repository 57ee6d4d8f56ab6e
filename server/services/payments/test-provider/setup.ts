import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { checkoutPath } from "@core/pages";
import { PAYMENT_FLOW_PARAM } from "@core/payments";
import type { SetupFailure } from "@core/payments/setup-failure";
import { testProviderCustomers, testProviderMandates, testProviderSetups } from "@server/db/schema";
import { SetupIncompleteError, type PaymentProvider } from "../provider";
import { hashToken } from "./checkout";
import type { TestProviderContext } from "./context";
import { newId } from "./ids";

/** Given up after a decline, the decline is what the payer needs to hear. */
function failureOf(setup: typeof testProviderSetups.$inferSelect | undefined): SetupFailure {
  if (setup?.declined) return "declined";
  return setup?.status === "cancelled" ? "cancelled" : "incomplete";
}

/** Setting a payment method up: the payer goes through the test checkout page and back. */
export function setupOfTestProvider({
  db,
  baseUrl,
}: TestProviderContext): Pick<
  PaymentProvider,
  "startSetup" | "setupStatus" | "setupFailure" | "completeSetup" | "cancelSetup"
> {
  return {
    async startSetup(request) {
      const token = randomUUID();
      const returnUrl = new URL(request.completeUrl);
      returnUrl.searchParams.set(PAYMENT_FLOW_PARAM, request.flowToken);
      const [row] = await db
        .insert(testProviderSetups)
        .values({
          tokenHash: hashToken(token),
          returnUrl: returnUrl.toString(),
          method: request.method,
          email: request.email,
          firstname: request.firstname,
          lastname: request.lastname,
          amount: request.charge?.amount ?? null,
          period: request.charge?.period ?? null,
          chargeable: request.charge?.chargeable ?? null,
        })
        .returning({ id: testProviderSetups.id });
      if (!row) throw new Error("The test checkout was not stored");
      return {
        providerFlowId: row.id,
        returnToken: request.flowToken,
        params: { redirectUrl: new URL(checkoutPath(token), baseUrl).toString() },
      };
    },

    async setupStatus(providerFlowId) {
      const [row] = await db
        .select({ status: testProviderSetups.status })
        .from(testProviderSetups)
        .where(eq(testProviderSetups.id, providerFlowId));
      if (!row || row.status === "cancelled") return "failed";
      return row.status === "succeeded" ? "succeeded" : "pending";
    },

    async setupFailure(providerFlowId) {
      const [row] = await db
        .select()
        .from(testProviderSetups)
        .where(eq(testProviderSetups.id, providerFlowId));
      return failureOf(row);
    },

    async completeSetup(providerFlowId, customer) {
      return db.transaction(async (tx) => {
        const [setup] = await tx
          .select()
          .from(testProviderSetups)
          .where(eq(testProviderSetups.id, providerFlowId))
          .for("update");
        if (!setup || setup.status !== "succeeded") {
          throw new SetupIncompleteError("The payment method was not set up", failureOf(setup));
        }
        const payer = { firstname: setup.firstname, lastname: setup.lastname };
        if (setup.customerId && setup.mandateId) {
          return {
            customerId: setup.customerId,
            mandateId: setup.mandateId,
            method: setup.method,
            payer,
          };
        }
        let customerId = customer.customerId;
        const [known] = customerId
          ? await tx
              .select({ id: testProviderCustomers.id })
              .from(testProviderCustomers)
              .where(eq(testProviderCustomers.id, customerId))
          : [];
        if (!known) {
          customerId = newId("tcus");
          await tx.insert(testProviderCustomers).values({
            id: customerId,
            email: customer.email,
            firstname: customer.firstname,
            lastname: customer.lastname,
          });
        }
        if (!customerId) throw new Error("No test customer");
        const mandateId = newId("tpm");
        await tx.insert(testProviderMandates).values({
          id: mandateId,
          customerId,
          method: setup.method,
          details: setup.pendingDetails ?? {},
          failsAfterFirst: setup.pendingOutcome === "insufficient-funds-later",
        });
        await tx
          .update(testProviderSetups)
          .set({ customerId, mandateId })
          .where(eq(testProviderSetups.id, setup.id));
        return { customerId, mandateId, method: setup.method, payer };
      });
    },

    async cancelSetup(providerFlowId) {
      await db
        .update(testProviderSetups)
        .set({ status: "cancelled" })
        .where(
          and(
            eq(testProviderSetups.id, providerFlowId),
            inArray(testProviderSetups.status, ["open", "requires-authentication"]),
          ),
        );
    },
  };
}
