import { randomUUID } from "node:crypto";
import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import { setupFailureCode, type SetupFailure } from "@core/payments/setup-failure";
import type { SignupCompleteBody } from "@core/join";
import { badRequest } from "@core/errors";
import { joinFlows } from "../../db/schema";
import type { PaymentFlow } from "../contributions";
import { withProvider } from "../contributions/errors";
import { isActiveMember, isClaimable } from "./accounts";
import type { JoinDependencies } from "./deps";
import { hashToken, type JoinFlow } from "./flows";
import { cancelPaymentSetup } from "./payment-setup";

/**
 * Confirmation emails (or "you already have an account") one address receives in an hour at
 * most, whoever asks: the join form cannot be used to flood someone's inbox.
 */
export const CONFIRMATIONS_PER_HOUR = 3;

async function sentLastHour(deps: JoinDependencies, address: string): Promise<number> {
  const { db } = deps;
  const [row] = await db
    .select({ n: count() })
    .from(joinFlows)
    .where(
      and(
        eq(joinFlows.email, address),
        gt(joinFlows.confirmationSentAt, sql`now() - interval '1 hour'`),
      ),
    );
  return row?.n ?? 0;
}

/** The payer is back, or the provider said so: the names kept, the confirmation sent once. */
export async function completeJoin(
  deps: JoinDependencies,
  paymentFlow: PaymentFlow,
  flow: JoinFlow,
  body: Pick<SignupCompleteBody, "firstname" | "lastname" | "vatNumber">,
): Promise<void> {
  const { db, payments } = deps;
  const provider = payments.provider(paymentFlow.provider);
  const status = provider
    ? await withProvider(() => provider.setupStatus(paymentFlow.providerFlowId))
    : "failed";
  if (status !== "succeeded") {
    const reason: SetupFailure = provider?.setupFailure
      ? await withProvider(() => provider.setupFailure!(paymentFlow.providerFlowId))
      : status === "failed"
        ? "cancelled"
        : "incomplete";
    throw badRequest("The payment method was not set up: it was declined or cancelled", {
      code: setupFailureCode(reason),
    });
  }
  const names = {
    ...(body.firstname?.trim() ? { firstname: body.firstname.trim() } : {}),
    ...(body.lastname?.trim() ? { lastname: body.lastname.trim() } : {}),
    ...(body.vatNumber?.trim()
      ? { vatNumber: body.vatNumber.replace(/\s/g, "").toUpperCase() }
      : {}),
  };
  const [updated] =
    Object.keys(names).length > 0
      ? await db
          .update(joinFlows)
          .set(names)
          // Never once the email went with the names it had.
          .where(and(eq(joinFlows.id, flow.id), isNull(joinFlows.confirmationSentAt)))
          .returning()
      : [flow];
  if (updated && !updated.confirmationSentAt) await sendConfirmation(deps, updated);
}

/**
 * The email that finishes a join (contract 2.2, `sendConfirmEmail`): to an active member or
 * anyone with an account to protect (a password, a staff role, a second factor), a link to log
 * in or to set a password; to anyone else, the confirmation link. The answer never says
 * which, and an address gets a few of these an hour at most.
 */
export async function sendConfirmation(deps: JoinDependencies, flow: JoinFlow): Promise<void> {
  const { db, email, recovery } = deps;
  if ((await sentLastHour(deps, flow.email)) >= CONFIRMATIONS_PER_HOUR) {
    deps.log.warn({}, "A join asked for more confirmation emails to one address than allowed");
    return;
  }
  const existing = await deps.contacts.findByEmail(flow.email);
  if (
    existing &&
    (!(await isClaimable(db, existing)) || (await isActiveMember(deps, existing.id)))
  ) {
    const claimed = await db
      .update(joinFlows)
      .set({ confirmationSentAt: new Date() })
      .where(and(eq(joinFlows.id, flow.id), isNull(joinFlows.confirmationSentAt)))
      .returning({ id: joinFlows.id });
    if (claimed.length === 0) return;
    if (existing.passwordHash) {
      await email.send("email-exists-login", existing, { LOGINLINK: flow.loginUrl });
    } else {
      const link = await recovery.createPasswordLink(existing.id, flow.setPasswordUrl);
      await email.send("email-exists-set-password", existing, { SPLINK: link });
    }
    // They have an account: the payment method set up with this join is not used.
    await cancelPaymentSetup(deps, flow);
    return;
  }
  const token = randomUUID();
  const claimed = await db
    .update(joinFlows)
    .set({ tokenHash: hashToken(token), confirmationSentAt: new Date() })
    .where(and(eq(joinFlows.id, flow.id), isNull(joinFlows.confirmationSentAt)))
    .returning({ id: joinFlows.id });
  if (claimed.length === 0) return;
  await email.send(
    "confirm-email",
    {
      email: flow.email,
      firstname: flow.firstname,
      lastname: flow.lastname,
      locale: flow.locale,
    },
    { CONFIRMLINK: `${flow.confirmUrl}/${token}` },
  );
}
