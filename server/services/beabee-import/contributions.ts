import { inArray } from "drizzle-orm";
import { paymentPeriodEnd, type ContributionType } from "@core/contributions";
import { PAYMENT_METHODS, type ContributionPeriod, type PaymentMethod } from "@core/fees";
import { PAYMENT_STATUSES, type PaymentProviderName, type PaymentStatus } from "@core/payments";
import { contributions, paymentCustomers, payments } from "../../db/schema";
import { type ImportContext, toDate, toJson } from "./context";
import { forEachPage, fromProposed, presentIn } from "./paging";

interface BeabeeContribution {
  contactId: string;
  contributionType: string;
  contributionPeriod: string | null;
  contributionMonthlyAmount: number | null;
  method: string | null;
  customerId: string | null;
  mandateId: string | null;
  subscriptionId: string | null;
  payFee: boolean | null;
  nextAmount: unknown;
  cancelledAt: Date | string | null;
}

const TYPES: readonly string[] = ["Automatic", "Manual", "Gift", "None"];

/** Per period, from beabee's monthly amount, to the cent. */
function perPeriod(monthly: number, period: ContributionPeriod): number {
  return Math.round(monthly * (period === "annually" ? 12 : 1) * 100) / 100;
}

export function providerOfMethod(method: string | null): PaymentProviderName | null {
  if (!method) return null;
  return method.startsWith("gc_") ? "gocardless" : "stripe";
}

/**
 * Contributions with the provider's ids as beabee holds them, so the same Stripe or
 * GoCardless account's webhooks find the contact (by customer, in `payment_customers` and
 * `contributions`) and renewals go on extending the membership. A page at a time: each page's
 * customers and contributions looked up and written in one statement each.
 */
export async function importContributions(context: ImportContext): Promise<Map<string, string>> {
  /** Each beabee contact's payment method, for the provider of their payments. */
  const methods = new Map<string, string>();
  await forEachPage<BeabeeContribution>(
    context,
    "contributions",
    `select * from (
       select c.id as "contactId", c."contributionType", c."contributionPeriod",
         c."contributionMonthlyAmount", cc.method, cc."customerId", cc."mandateId",
         cc."subscriptionId", cc."payFee", cc."nextAmount", cc."cancelledAt"
       from contact c left join contact_contribution cc on cc."contactId" = c.id
       where c."contributionType" <> 'None' or cc."customerId" is not null
     ) as contribution`,
    [["contactId", `"contactId"`]],
    (rows) => importContributionPage(context, rows, methods),
  );
  return methods;
}

async function importContributionPage(
  { tx, ids, report }: ImportContext,
  rows: readonly BeabeeContribution[],
  methods: Map<string, string>,
): Promise<void> {
  const taken = [];
  for (const row of rows) {
    const contactId = ids.get("contact", row.contactId);
    if (!contactId) {
      report.refuse("contributions", row.contactId, "its contact was not taken");
      continue;
    }
    if (!TYPES.includes(row.contributionType)) {
      report.refuse("contributions", row.contactId, `unknown type "${row.contributionType}"`);
      continue;
    }
    const type = row.contributionType as ContributionType;
    const period: ContributionPeriod | null =
      row.contributionPeriod === "monthly" || row.contributionPeriod === "annually"
        ? row.contributionPeriod
        : null;
    const amount =
      period && row.contributionMonthlyAmount !== null
        ? perPeriod(row.contributionMonthlyAmount, period)
        : null;
    const method =
      row.method && (PAYMENT_METHODS as readonly string[]).includes(row.method)
        ? (row.method as PaymentMethod)
        : null;
    if (row.method && !method) {
      report.refuse("contributions", row.contactId, `unknown payment method "${row.method}"`);
      continue;
    }
    if (method) methods.set(row.contactId, method);
    const manual = type === "Manual";
    const provider: PaymentProviderName | null = manual ? "manual" : providerOfMethod(method);
    if (type === "Automatic" && (!provider || !row.customerId || !period || amount === null)) {
      report.refuse(
        "contributions",
        row.contactId,
        "an automatic contribution without its payment method, customer, amount or period",
      );
      continue;
    }
    const next = toJson(row.nextAmount) as { chargeable?: unknown; monthly?: unknown } | null;
    const pending =
      next && typeof next.monthly === "number" && typeof next.chargeable === "number" && period
        ? { nextAmount: perPeriod(next.monthly, period), nextChargeable: next.chargeable }
        : { nextAmount: null, nextChargeable: null };
    const atProvider = provider === "stripe" || provider === "gocardless";
    const cancelledAt = toDate(row.cancelledAt);
    taken.push({
      row,
      contactId,
      customer: atProvider && row.customerId ? { provider, customerId: row.customerId } : null,
      values: {
        type,
        amount,
        period,
        payFee: row.payFee,
        provider,
        paymentMethod: atProvider ? method : null,
        // beabee keeps a manual contribution's reference and source in the provider's columns.
        customerId: atProvider ? row.customerId : null,
        mandateId: atProvider ? row.mandateId : null,
        subscriptionId: atProvider ? row.subscriptionId : null,
        manualReference: manual ? row.customerId : null,
        manualSource: manual ? row.mandateId : null,
        ...pending,
        cancelledAt,
        endedReason: cancelledAt ? ("cancelled" as const) : null,
        updatedAt: new Date(),
      },
    });
  }
  if (taken.length === 0) return;

  const customerKey = (provider: string, customerId: string) => `${provider}:${customerId}`;
  const customerIds = taken.flatMap(({ customer }) => customer?.customerId ?? []);
  /** Each provider's customer, with the contact of ours that holds it. */
  const holders = new Map(
    customerIds.length > 0
      ? (
          await tx
            .select()
            .from(paymentCustomers)
            .where(inArray(paymentCustomers.customerId, customerIds))
        ).map((found) => [customerKey(found.provider, found.customerId), found.contactId])
      : [],
  );
  const written = [];
  const newCustomers = [];
  for (const contribution of taken) {
    const { row, contactId, customer } = contribution;
    if (customer) {
      const key = customerKey(customer.provider, customer.customerId);
      const holder = holders.get(key);
      if (holder && holder !== contactId) {
        report.refuse(
          "contributions",
          row.contactId,
          `${customer.provider} customer ${customer.customerId} belongs to another contact in Agora`,
        );
        continue;
      }
      if (!holder) {
        holders.set(key, contactId);
        newCustomers.push({ ...customer, contactId });
      }
    }
    written.push(contribution);
  }
  if (newCustomers.length > 0) await tx.insert(paymentCustomers).values(newCustomers);
  if (written.length === 0) return;
  const existing = await presentIn(
    tx,
    contributions,
    contributions.contactId,
    written.map(({ contactId }) => contactId),
  );
  const values = written.map(({ contactId, values }) => ({ contactId, ...values }));
  await tx
    .insert(contributions)
    .values(values)
    .onConflictDoUpdate({
      target: contributions.contactId,
      set: fromProposed(
        contributions,
        Object.keys(written[0]?.values ?? {}) as (keyof (typeof values)[number])[],
      ),
    });
  for (const { contactId } of written) report.wrote("contributions", !existing.has(contactId));
}

interface BeabeePayment {
  id: string;
  subscriptionId: string | null;
  contactId: string | null;
  status: string;
  description: string | null;
  amount: number;
  amountRefunded: number | null;
  chargeDate: Date | string;
  updatedAt: Date | string;
  contributionPeriod: string | null;
}

/** Which provider a beabee payment came from: its contact's method, else its id's shape. */
function providerOfPayment(payment: BeabeePayment, method: string | undefined) {
  if (method) return providerOfMethod(method);
  if (payment.id.startsWith("in_")) return "stripe";
  if (/^PM[0-9A-Z]+$/.test(payment.id)) return "gocardless";
  return null;
}

/** Payment history, as the providers reported it to beabee. */
export async function importPayments(
  context: ImportContext,
  methods: Map<string, string>,
): Promise<void> {
  const charged = `to_char(p."chargeDate", 'YYYY-MM-DD HH24:MI:SS.US')`;
  await forEachPage<BeabeePayment>(
    context,
    "payments",
    `select p.id, p."subscriptionId", p."contactId", p.status, p.description, p.amount,
       p."amountRefunded", p."chargeDate", p."updatedAt", c."contributionPeriod",
       ${charged} as "chargedKey"
     from payment p left join contact c on c.id = p."contactId"`,
    [
      ["chargedKey", charged],
      ["id", "p.id"],
    ],
    (rows) => importPaymentPage(context, rows, methods),
  );
}

/** A page of payments: matched in one look-up, written in one statement. */
async function importPaymentPage(
  { tx, ids, report }: ImportContext,
  rows: readonly BeabeePayment[],
  methods: Map<string, string>,
): Promise<void> {
  const taken = [];
  for (const row of rows) {
    const provider = providerOfPayment(row, row.contactId ? methods.get(row.contactId) : undefined);
    if (!provider) {
      report.refuse("payments", row.id, "neither its contact nor its id tells its provider");
      continue;
    }
    if (!(PAYMENT_STATUSES as readonly string[]).includes(row.status)) {
      report.refuse("payments", row.id, `unknown status "${row.status}"`);
      continue;
    }
    const contactId = row.contactId ? (ids.get("contact", row.contactId) ?? null) : null;
    const chargeDate = toDate(row.chargeDate) ?? new Date();
    const period = row.contributionPeriod === "annually" ? "annually" : "monthly";
    const status = row.status as PaymentStatus;
    const values = {
      contactId,
      subscriptionId: row.subscriptionId,
      status,
      description: row.description ?? "",
      amount: row.amount,
      amountRefunded: row.amountRefunded,
      chargeDate,
      // beabee keeps no period: a subscription's payment paid for one from its charge date.
      periodEnd: row.subscriptionId ? paymentPeriodEnd(chargeDate, period) : null,
      statusAt: toDate(row.updatedAt) ?? chargeDate,
      failedAt: status === "failed" ? (toDate(row.updatedAt) ?? chargeDate) : null,
      updatedAt: new Date(),
    };
    taken.push({ provider, providerPaymentId: row.id, values });
  }
  if (taken.length === 0) return;
  const known = new Map(
    (
      await tx
        .select({
          id: payments.id,
          provider: payments.provider,
          providerPaymentId: payments.providerPaymentId,
        })
        .from(payments)
        .where(
          inArray(
            payments.providerPaymentId,
            taken.map((payment) => payment.providerPaymentId),
          ),
        )
    ).map((found) => [`${found.provider}:${found.providerPaymentId}`, found.id]),
  );
  const values = taken.map(({ provider, providerPaymentId, values }) => ({
    provider,
    providerPaymentId,
    ...values,
  }));
  await tx
    .insert(payments)
    .values(values)
    .onConflictDoUpdate({
      target: [payments.provider, payments.providerPaymentId],
      set: fromProposed(
        payments,
        Object.keys(taken[0]?.values ?? {}) as (keyof (typeof values)[number])[],
      ),
    });
  for (const payment of taken) {
    report.wrote("payments", !known.has(`${payment.provider}:${payment.providerPaymentId}`));
  }
}
