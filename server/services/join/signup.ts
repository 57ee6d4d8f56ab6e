import type { PaymentFlowParams } from "@core/contributions";
import { normaliseEmail } from "@core/contacts";
import { badRequest } from "@core/errors";
import { chargeableCents } from "@core/fees";
import type { SignupBody } from "@core/join";
import { joinFlows } from "../../db/schema";
import type { PayerClient } from "../payments";
import { sendConfirmation } from "./confirmation";
import type { JoinDependencies } from "./deps";

/**
 * `POST /signup`: without a contribution the confirmation email goes out now; with one,
 * the payer is sent to the provider first (the answer says where) and the email follows
 * `complete`. Addresses in the body must be on this site.
 */
export async function signup(
  deps: JoinDependencies,
  body: SignupBody,
  client?: PayerClient,
): Promise<PaymentFlowParams | undefined> {
  const { db, passwords, contributions, payments } = deps;
  const links = {
    loginUrl: contributions.ownUrl(body.loginUrl, "loginUrl"),
    setPasswordUrl: contributions.ownUrl(body.setPasswordUrl, "setPasswordUrl"),
    confirmUrl: contributions.ownUrl(body.confirmUrl, "confirmUrl"),
  };
  const address = normaliseEmail(body.email);
  const names = {
    firstname: body.firstname?.trim() ?? "",
    lastname: body.lastname?.trim() ?? "",
  };
  const passwordHash = body.password ? await passwords.hash(body.password) : null;
  const locale = body.locale ?? null;
  const { contribution } = body;
  if (!contribution) {
    const [flow] = await db
      .insert(joinFlows)
      .values({ email: address, ...names, passwordHash, locale, ...links })
      .returning();
    if (flow) await sendConfirmation(deps, flow);
    return undefined;
  }
  const { rules, country } = await contributions.settings();
  contributions.checkForm(contribution, rules);
  const completeUrl = contributions.ownUrl(contribution.completeUrl, "contribution.completeUrl");
  const provider = payments.forMethod(contribution.paymentMethod);
  if (!provider) throw badRequest("This payment method is not offered");
  const form = {
    amount: contribution.amount,
    period: contribution.period,
    payFee: contribution.payFee,
    prorate: contribution.prorate,
  };
  const started = await contributions.flows.start({
    provider,
    method: contribution.paymentMethod,
    purpose: "join",
    contactId: null,
    form,
    payer: { email: address, ...names },
    completeUrl,
    ...(client ? { client } : {}),
    charge: {
      amount: form.amount,
      period: form.period,
      chargeable: chargeableCents({ ...form, paymentMethod: contribution.paymentMethod }, country),
    },
  });
  await db.insert(joinFlows).values({
    email: address,
    ...names,
    passwordHash,
    locale,
    paymentFlowId: started.id,
    ...links,
  });
  return { ...started.params, paymentFlowId: started.returnToken };
}
