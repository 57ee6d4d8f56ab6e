import { and, eq, isNull, lt } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import { conflict, notFound } from "@core/errors";
import type { SignupBody, SignupCompleteBody } from "@core/join";
import { joinFlows, paymentFlows } from "../../db/schema";
import type { PaymentFlow } from "../contributions";
import type { JobRunner } from "../jobs";
import type { PayerClient } from "../payments";
import { confirm } from "./confirm";
import { completeJoin } from "./confirmation";
import type { JoinDependencies } from "./deps";
import { expiry } from "./flows";
import { cancelPaymentSetup } from "./payment-setup";
import { signup } from "./signup";

export { CONFIRMATIONS_PER_HOUR } from "./confirmation";

export type JoinService = ReturnType<typeof createJoinService>;

/**
 * Joining (contract 2.2, 3.5): a reader gives their email and perhaps a contribution (set up
 * with a provider first), confirms the email by the link sent to it, and becomes a contact,
 * a member with a contribution if they gave one, signed in. Existing members, and anyone whose
 * account has a password, a staff role or a second factor, get a log-in or set-password email
 * instead, and their address cannot be confirmed: a join never takes an account over. A
 * contact nobody could log in as is claimed without the join form's password (whoever filled
 * the form in chose it). A join never confirmed goes after 7 days, with its provider setup.
 */
export function createJoinService(deps: JoinDependencies) {
  const { db, contributions } = deps;

  return {
    /** `POST /signup` (./signup). */
    signup: (body: SignupBody, client?: PayerClient) => signup(deps, body, client),

    /**
     * `POST /signup/complete`: the payer is back from the provider. Once the provider says the
     * method is set up, the names are kept and the confirmation email goes out, once: after
     * that, 409 `join-completed`.
     */
    async complete(body: SignupCompleteBody): Promise<void> {
      const paymentFlow = await contributions.flows.find(body.paymentFlowId);
      const [flow] = paymentFlow
        ? await db.select().from(joinFlows).where(eq(joinFlows.paymentFlowId, paymentFlow.id))
        : [];
      if (!paymentFlow || !flow) throw notFound("No such join");
      if (flow.confirmedAt || flow.confirmationSentAt) {
        // The email went with the names it had: later calls cannot rewrite them.
        throw conflict("This join is complete: the email that finishes it has been sent", {
          code: "join-completed",
        });
      }
      await completeJoin(deps, paymentFlow, flow, body);
    },

    /**
     * A join's payment flow the provider reports set up (GoCardless's
     * `billing_requests.fulfilled`, when the payer never came back): the confirmation email goes
     * out as from the return page, once whichever comes first. The names are the provider's.
     */
    async completeFlow(paymentFlow: PaymentFlow): Promise<void> {
      const [flow] = await db
        .select()
        .from(joinFlows)
        .where(eq(joinFlows.paymentFlowId, paymentFlow.id));
      if (!flow || flow.confirmedAt || flow.confirmationSentAt) return;
      await completeJoin(deps, paymentFlow, flow, {});
    },

    /** `POST /signup/confirm-email` (./confirm). */
    confirm: (reply: FastifyReply, joinFlowId: string, callerId: string | undefined) =>
      confirm(deps, reply, joinFlowId, callerId),

    /**
     * Joins older than 7 days go, confirmed or not, and so do payment flows: the provider
     * setups the payer never finished (for a join or a contribution) are cancelled first.
     */
    async expire(): Promise<void> {
      const unfinished = await db
        .select({ id: paymentFlows.id })
        .from(paymentFlows)
        .where(and(lt(paymentFlows.createdAt, expiry), isNull(paymentFlows.completedAt)));
      for (const flow of unfinished) await cancelPaymentSetup(deps, { paymentFlowId: flow.id });
      await db.delete(joinFlows).where(lt(joinFlows.createdAt, expiry));
      await db.delete(paymentFlows).where(lt(paymentFlows.createdAt, expiry));
    },
  };
}

/** The recurring clean-up of joins never confirmed (hourly, once across servers). */
export function scheduleJoinExpiry(jobs: JobRunner, join: JoinService): void {
  jobs.schedule({ name: "join-flows-expiry", every: { minutes: 60 }, run: () => join.expire() });
}
