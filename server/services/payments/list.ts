import { and, eq, type SQL } from "drizzle-orm";
import type { Contact } from "../../../src/core/contacts";
import type { PAYMENT_FILTER_FIELDS } from "../../../src/core/payments";
import { type Payment, type PaymentPage, type PaymentSort } from "../../../src/core/payments";
import type { ValidRuleGroup } from "../../../src/core/rules";
import type { Database } from "../../db/connection";
import { payments } from "../../db/schema";
import { compileRuleGroup, paginate, sortBy, type FieldColumn } from "../rules";

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
}

/** Payments as lists show them, filtered, sorted and paged in the database. */
export function createPaymentList(
  db: Database,
  contactsOf: (ids: readonly string[]) => Promise<Map<string, Contact>>,
) {
  return async function list(options: PaymentListOptions): Promise<PaymentPage> {
    const conditions: SQL[] = [];
    if (options.contactId) conditions.push(eq(payments.contactId, options.contactId));
    if (options.rules) conditions.push(compileRuleGroup(options.rules, COLUMNS));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    return paginate({
      query: db
        .select({
          id: payments.id,
          amount: payments.amount,
          chargeDate: payments.chargeDate,
          status: payments.status,
          contactId: payments.contactId,
        })
        .from(payments)
        .where(where)
        .orderBy(...sortBy(SORTS[options.sort], options.order, payments.id)),
      countQuery: db.$count(payments, where),
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
          ...(contacts ? { contact: (row.contactId && contacts.get(row.contactId)) || null } : {}),
        }));
      },
    });
  };
}
