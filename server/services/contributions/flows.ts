import { createHash, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { ContributionForm, PaymentFlowParams } from "@core/contributions";
import { isRedirectMethod, type PaymentMethod } from "@core/fees";
import type { Database } from "../../db/connection";
import { paymentCustomers, paymentFlows } from "../../db/schema";
import type {
  CompletedSetup,
  CustomerRequest,
  PayerClient,
  PaymentProvider,
  SetupRequest,
} from "../payments";
import { invalidField, withProvider } from "./errors";

export type PaymentFlow = typeof paymentFlows.$inferSelect;

export function hashFlowToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface NewFlow {
  provider: PaymentProvider;
  method: PaymentMethod;
  purpose: PaymentFlow["purpose"];
  contactId: string | null;
  form: ContributionForm | null;
  payer: { email: string; firstname: string; lastname: string };
  /** Absolute, on this site. */
  completeUrl: string;
  /** The payer's browser (see `SetupRequest.client`). */
  client?: PayerClient;
  charge?: SetupRequest["charge"];
}

/**
 * Payers sent to a provider for a payment method. A flow is found again by the id the payer
 * comes back with, stored only as its hash; once the provider set the method up, what it gave
 * (customer, mandate, the payer's names) is kept on the flow, so a second completion reuses it.
 */
export function createFlowStore(db: Database) {
  return {
    async start(
      flow: NewFlow,
    ): Promise<{ id: string; returnToken: string; params: PaymentFlowParams }> {
      // The provider's page opens next: the names it is given cannot be asked for after.
      if (isRedirectMethod(flow.method)) {
        for (const name of ["firstname", "lastname"] as const) {
          if (!flow.payer[name].trim()) {
            throw invalidField(name, "PayPal and iDEAL need the payer's first and last name");
          }
        }
      }
      const started = await withProvider(() =>
        flow.provider.startSetup({
          method: flow.method,
          ...flow.payer,
          flowToken: randomUUID(),
          completeUrl: flow.completeUrl,
          ...(flow.client ? { client: flow.client } : {}),
          ...(flow.charge ? { charge: flow.charge } : {}),
        }),
      );
      const [row] = await db
        .insert(paymentFlows)
        .values({
          tokenHash: hashFlowToken(started.returnToken),
          provider: flow.provider.name,
          providerFlowId: started.providerFlowId,
          paymentMethod: flow.method,
          purpose: flow.purpose,
          contactId: flow.contactId,
          form: flow.form,
        })
        .returning({ id: paymentFlows.id });
      if (!row) throw new Error("The payment flow was not stored");
      return { id: row.id, returnToken: started.returnToken, params: started.params };
    },

    /** The flow a payer came back with; undefined for an id never given out. */
    async find(token: string): Promise<PaymentFlow | undefined> {
      const [row] = await db
        .select()
        .from(paymentFlows)
        .where(eq(paymentFlows.tokenHash, hashFlowToken(token)));
      return row;
    },

    /** The flow of a provider's own id (a GoCardless billing request), for its webhooks. */
    async findByProvider(
      provider: PaymentFlow["provider"],
      providerFlowId: string,
    ): Promise<PaymentFlow | undefined> {
      const [row] = await db
        .select()
        .from(paymentFlows)
        .where(
          and(eq(paymentFlows.provider, provider), eq(paymentFlows.providerFlowId, providerFlowId)),
        );
      return row;
    },

    async get(id: string): Promise<PaymentFlow | undefined> {
      const [row] = await db.select().from(paymentFlows).where(eq(paymentFlows.id, id));
      return row;
    },

    /**
     * The customer and payment method the provider set up, kept on the flow (a second call
     * asks the provider nothing). Throws a 400 when the payer did not finish (or was declined).
     */
    async setUp(
      flow: PaymentFlow,
      provider: PaymentProvider,
      customer: CustomerRequest,
    ): Promise<CompletedSetup> {
      if (flow.customerId && flow.mandateId && flow.setUpMethod) {
        return {
          customerId: flow.customerId,
          mandateId: flow.mandateId,
          method: flow.setUpMethod,
          payer: flow.payer ?? {},
        };
      }
      const completed = await withProvider(() =>
        provider.completeSetup(flow.providerFlowId, customer),
      );
      await db
        .update(paymentFlows)
        .set({
          customerId: completed.customerId,
          mandateId: completed.mandateId,
          setUpMethod: completed.method,
          payer: completed.payer,
        })
        .where(eq(paymentFlows.id, flow.id));
      return completed;
    },
  };
}

/**
 * Records a provider's customer as the contact's, so the payments and events it reports find
 * the contact: before anything is charged to it.
 */
export async function linkCustomer(
  db: Pick<Database, "insert">,
  provider: PaymentFlow["provider"],
  customerId: string,
  contactId: string,
): Promise<void> {
  await db
    .insert(paymentCustomers)
    .values({ provider, customerId, contactId })
    .onConflictDoNothing();
}
