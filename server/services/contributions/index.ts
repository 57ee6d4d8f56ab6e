import type {
  ContributionChange,
  ContributionForm,
  ForceContribution,
  StartContribution,
  UpdatePaymentMethod,
} from "@core/contributions";
import type { PayerClient } from "../payments";
import {
  deleteCustomerJob,
  handleProviderJobs,
  updateCustomerJob,
} from "../payments/provider-jobs";
import { cancelContribution } from "./cancel";
import { previewChange, updateContribution } from "./change";
import {
  checkForm,
  createContributionContext,
  type ContributionContext,
  type ContributionDependencies,
} from "./context";
import { forceContribution, forcedForNewContact } from "./force";
import type { PaymentFlow } from "./flows";
import {
  completeMethodChange,
  completePaymentMethodChange,
  startPaymentMethodChange,
} from "./payment-method";
import { activate, completeContribution, startContribution } from "./start";
import type { DropFirst } from "../../lib/drop-first";

export type { PaymentFlow } from "./flows";
export type { ContributionDependencies } from "./context";

export type ContributionService = ReturnType<typeof createContributionService>;

/**
 * Contributions and the memberships they pay for (contract 2.3, 3.3, 3.4): starting one with
 * a new payment method, changing amount or period (with the difference paid now or from the
 * renewal), changing the payment method, cancelling, and the manual contributions admins
 * record. Payments and the ends of subscriptions arrive as provider events (payments/events).
 * Each use case has a module of its own and takes the shared context (`./context`).
 */
export function createContributionService(deps: ContributionDependencies) {
  const ctx: ContributionContext = createContributionContext(deps);
  handleProviderJobs(deps.db, deps.jobs, deps.payments);

  return {
    flows: ctx.flows,
    info: ctx.info,
    activate: (...args: DropFirst<Parameters<typeof activate>>) => activate(ctx, ...args),
    settings: ctx.settings,
    checkForm,
    ownUrl: ctx.ownUrl,

    start: (contactId: string, body: StartContribution, client?: PayerClient) =>
      startContribution(ctx, contactId, body, client),

    /** `POST /contact/:id/contribution/complete`: once per flow, however often it is called. */
    complete: async (contactId: string, token: string) =>
      completeContribution(ctx, contactId, await ctx.ownFlow(contactId, token, "contribution")),

    /**
     * A contribution's or a new method's flow the provider reports set up (GoCardless's
     * `billing_requests.fulfilled`, when the payer never came back): completed as the return
     * page would, and once, whichever comes first.
     */
    async completeFlow(flow: PaymentFlow): Promise<void> {
      if (!flow.contactId || flow.completedAt) return;
      if (flow.purpose === "contribution") await completeContribution(ctx, flow.contactId, flow);
      if (flow.purpose === "payment-method") await completeMethodChange(ctx, flow.contactId, flow);
    },

    preview: (contactId: string, form: ContributionForm) => previewChange(ctx, contactId, form),
    update: (contactId: string, change: ContributionChange) =>
      updateContribution(ctx, contactId, change),
    cancel: (contactId: string, actorId?: string) => cancelContribution(ctx, contactId, actorId),
    force: (contactId: string, body: ForceContribution, actorId?: string) =>
      forceContribution(ctx, contactId, body, actorId),
    forcedForNewContact: (body: ForceContribution) => forcedForNewContact(ctx, body),

    startPaymentMethodChange: (
      contactId: string,
      body: UpdatePaymentMethod,
      client?: PayerClient,
    ) => startPaymentMethodChange(ctx, contactId, body, client),
    completePaymentMethodChange: (contactId: string, token: string) =>
      completePaymentMethodChange(ctx, contactId, token),

    /** Before a contact is deleted: its provider customer goes too (and so its subscriptions). */
    async contactDeleted(contactId: string): Promise<void> {
      const row = await ctx.find(contactId);
      if (!row?.provider || !row.customerId) return;
      await deps.jobs.enqueue(deps.db, deleteCustomerJob, {
        provider: row.provider,
        customerId: row.customerId,
      });
    },

    /** After a name or email change: the provider's customer record follows. */
    async contactChanged(contactId: string): Promise<void> {
      const row = await ctx.find(contactId);
      if (!row?.provider || !row.customerId) return;
      await deps.jobs.enqueue(deps.db, updateCustomerJob, { contactId });
    },
  };
}
