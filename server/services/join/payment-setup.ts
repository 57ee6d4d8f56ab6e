import { badRequest } from "@core/errors";
import { withProvider } from "../contributions/errors";
import { cancelSubscriptionJob } from "../payments/provider-jobs";
import type { JoinDependencies } from "./deps";
import type { JoinFlow } from "./flows";

/** Gives up a join's payment setup at the provider (and any subscription made with it). */
export async function cancelPaymentSetup(
  deps: JoinDependencies,
  flow: Pick<JoinFlow, "paymentFlowId">,
): Promise<void> {
  const { db, contributions, payments, jobs } = deps;
  if (!flow.paymentFlowId) return;
  const paymentFlow = await contributions.flows.get(flow.paymentFlowId);
  if (!paymentFlow || paymentFlow.completedAt) return;
  const provider = payments.provider(paymentFlow.provider);
  if (!provider) return;
  if (paymentFlow.subscriptionId) {
    await jobs.enqueue(db, cancelSubscriptionJob, {
      provider: provider.name,
      subscriptionId: paymentFlow.subscriptionId,
    });
  }
  await withProvider(() => provider.cancelSetup(paymentFlow.providerFlowId));
}

/** The payment method a join set up, once the provider confirms it (kept on its flow). */
export async function joinSetup(deps: JoinDependencies, flow: JoinFlow) {
  const { contributions, payments } = deps;
  if (!flow.paymentFlowId) return undefined;
  const paymentFlow = await contributions.flows.get(flow.paymentFlowId);
  if (!paymentFlow?.form) return undefined;
  const provider = payments.provider(paymentFlow.provider);
  if (!provider) throw badRequest("This payment method is no longer offered");
  const setup = await contributions.flows.setUp(paymentFlow, provider, {
    email: flow.email,
    firstname: flow.firstname,
    lastname: flow.lastname,
    customerId: null,
    ...(flow.vatNumber ? { vatNumber: flow.vatNumber } : {}),
  });
  return { paymentFlow, form: paymentFlow.form, setup };
}
