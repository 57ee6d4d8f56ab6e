import { and, eq, sql, type SQL } from "drizzle-orm";
import type { Contact } from "@core/contacts";
import type { PAYMENT_FILTER_FIELDS } from "@core/payments";
import {
  PAYMENT_STATUSES,
  type Payment,
  type PaymentPage,
  type PaymentSort,
  type PaymentTotal,
} from "@core/payments";
import { isRuleGroup, type ValidRuleGroup } from "@core/rules";
import type { Database } from "../../db/connection";
import { paymentSums, payments } from "../../db/schema";
import { keptCount, keptCountPlan } from "./kept-count";
import { paymentPurpose } from "./purpose";
import { compileRuleGroup, paginate, sortBy, valueOf, type FieldColumn } from "../rules";

const COLUMNS = {
  id: payments.id,
  contact: payments.contactId,
  chargeDate: payments.chargeDate,
  amount: payments.amount,
  status: payments.status,
} satisfies Record<keyof typeof PAYMENT_FILTER_FIELDS, FieldColumn>;

const SORTS: Record<PaymentSort, typeof payments.amount | typeof payments.chargeDate> = {
  amount: payments.amount,
  chargeDate: payments.chargeDate,
};

export interface PaymentListOptions {
  limit: number;
  offset: number;
  sort: PaymentSort;
  order: "ASC" | "DESC";
  rules: ValidRuleGroup | undefined;
  /** Only this contact's payments (`/contact/:id/payment`). */
  contactId?: string;
  /** Adds each payment's contact (`with=contact`): null once the contact was deleted. */
  withContact: boolean;
  /** Adds the filter's count and sum per status (`totals=true`). */
  totals?: boolean;
}

/** Payments as lists show them, filtered, sorted and paged in the database. */
export function createPaymentList(
  db: Database,
  contactsOf: (ids: readonly string[]) => Promise<Map<string, Contact>>,
) {
  return async function list(options: PaymentListOptions): Promise<PaymentPage> {
    const where = paymentFilter(options);
    const sums = sumsFilter(options);
    const keptPlan = options.contactId ? undefined : keptCountPlan(options.rules);
    const totals = options.totals
      ? sums
        ? totalsFromSums(db, sums)
        : paymentTotals(db, where)
      : undefined;
    const page = await paginate({
      query: db
        .select({
          id: payments.id,
          amount: payments.amount,
          chargeDate: payments.chargeDate,
          status: payments.status,
          contactId: payments.contactId,
          purpose: paymentPurpose(),
        })
        .from(payments)
        .where(where)
        .orderBy(...sortBy(SORTS[options.sort], options.order, payments.id)),
      countQuery: totals
        ? totals.then((rows) => rows.reduce((sum, row) => sum + row.count, 0))
        : sums
          ? countFromSums(db, sums)
          : keptPlan
            ? keptCount(db, keptPlan, where)
            : db.$count(payments, where),
      limit: options.limit,
      offset: options.offset,
      map: async (rows): Promise<Payment[]> => {
        const contacts = options.withContact
          ? await contactsOf(rows.flatMap((row) => (row.contactId ? [row.contactId] : [])))
          : undefined;
        return rows.map((row) => ({
          id: row.id,
          amount: row.amount,
          chargeDate: row.chargeDate.toISOString(),
          status: row.status,
          purpose: row.purpose,
          ...(contacts ? { contact: (row.contactId && contacts.get(row.contactId)) || null } : {}),
        }));
      },
    });
    return totals ? { ...page, totals: await totals } : page;
  };
}

/** The rows a list or an export reads: the contact's (if one), matching the rules. */
export function paymentFilter(options: {
  contactId?: string;
  rules: ValidRuleGroup | undefined;
}): SQL | undefined {
  const conditions: SQL[] = [];
  if (options.contactId) conditions.push(eq(payments.contactId, options.contactId));
  if (options.rules) conditions.push(compileRuleGroup(options.rules, COLUMNS));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * The condition on `payment_sums` that stands for a filter of every payment or of one status
 * (the list's tabs), whose counts and sums it holds; undefined for any other filter.
 */
function sumsFilter(options: { contactId?: string; rules: ValidRuleGroup | undefined }) {
  if (options.contactId) return undefined;
  if (!options.rules || options.rules.rules.length === 0) return sql`true`;
  const [rule, ...others] = options.rules.rules;
  if (!rule || others.length > 0 || isRuleGroup(rule)) return undefined;
  if (rule.field !== "status" || rule.operator !== "equal") return undefined;
  return eq(paymentSums.status, String(valueOf(rule)) as PaymentTotal["status"]);
}

async function countFromSums(db: Database, where: SQL): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${paymentSums.count}), 0)::int` })
    .from(paymentSums)
    .where(where);
  return Number(row?.count ?? 0);
}

/** As `paymentTotals`, from the sums per status and month. */
async function totalsFromSums(db: Database, where: SQL): Promise<PaymentTotal[]> {
  const rows = await db
    .select({
      status: paymentSums.status,
      count: sql<number>`sum(${paymentSums.count})::int`,
      amount: sql<number>`round(sum(${paymentSums.amount}), 2)::float8`,
    })
    .from(paymentSums)
    .where(where)
    .groupBy(paymentSums.status)
    .having(sql`sum(${paymentSums.count}) > 0`);
  return sortTotals(rows);
}

/** Count and sum per status in one pass over what the filter matches, in the statuses' order. */
async function paymentTotals(db: Database, where: SQL | undefined): Promise<PaymentTotal[]> {
  const rows = await db
    .select({
      status: payments.status,
      count: sql<number>`count(*)::int`,
      amount: sql<number>`round(sum(${payments.amount})::numeric, 2)::float8`,
    })
    .from(payments)
    .where(where)
    .groupBy(payments.status);
  return sortTotals(rows);
}

/** Totals as numbers, in the statuses' order. */
function sortTotals(rows: readonly PaymentTotal[]): PaymentTotal[] {
  return rows
    .map((row) => ({ status: row.status, count: Number(row.count), amount: Number(row.amount) }))
    .sort((a, b) => PAYMENT_STATUSES.indexOf(a.status) - PAYMENT_STATUSES.indexOf(b.status));
}
