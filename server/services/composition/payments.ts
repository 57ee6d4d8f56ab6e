import { createContributionService } from "../contributions";
import { createJoinService, scheduleJoinExpiry } from "../join";
import { createPaymentsService } from "../payments";
import { createPaymentExport } from "../payments/export";
import { createPaymentList } from "../payments/list";
import type { RecoveryService } from "../recovery";
import type { ServiceCore } from "./core";

/**
 * Payments, the contributions they pay for and the join that starts one; a flow the provider
 * reports set up completes the join or the contribution it belongs to.
 */
export function createPaymentServices(core: ServiceCore & { recovery: RecoveryService }) {
  const { db, config, log, clock, content, email, jobs, emit, passwords, sessions } = core;
  const { recovery, contacts } = core;
  const payments = createPaymentsService({
    db,
    content,
    email,
    jobs,
    log,
    baseUrl: config.baseUrl,
    clock,
    settings: config.payments,
    emit,
  });
  // The payments read the settings, so the settings hear of the providers once they exist.
  content.usePaymentProviders({
    methods: payments.methods,
    stripe: payments.stripePublic,
    testPayments: payments.test !== undefined,
    taxChanged: (tax) => payments.taxChanged(tax),
  });
  const contributions = createContributionService({
    db,
    content,
    email,
    jobs,
    payments,
    baseUrl: config.baseUrl,
    emit,
  });
  const join = createJoinService({
    db,
    content,
    email,
    passwords,
    sessions,
    recovery,
    contacts,
    contributions,
    payments,
    jobs,
    log,
    emit,
  });
  scheduleJoinExpiry(jobs, join);
  payments.onSetupFulfilled(async (provider, providerFlowId) => {
    const flow = await contributions.flows.findByProvider(provider, providerFlowId);
    if (!flow) return;
    if (flow.purpose === "join") await join.completeFlow(flow);
    else await contributions.completeFlow(flow);
  });
  return {
    payments,
    contributions,
    paymentList: createPaymentList(db, contacts.getMany),
    paymentExport: createPaymentExport(db, undefined, core.exportPacer),
    join,
  };
}
