import { sql, type SQL } from "drizzle-orm";
import type { PaymentPurpose } from "@core/payments";
import { contributions, payments } from "../../db/schema";

/** What Agora calls the one-off charge of a raised amount's difference, at every provider. */
export const DIFFERENCE_DESCRIPTION = "Contribution change";

/**
 * What a payment was for, read from what is stored (issue #23): a one-off charge is the
 * difference of a raised amount (by its description, or as the charge the contribution still
 * waits for) or else a plain one-off; a subscription's payment that failed and was then paid is
 * a recovered renewal; its earliest payment is the first one; any other is a renewal. The
 * first payment is looked for among the contact's own payments (their index), so a payment
 * kept without its deleted contact says no more than "renewal". The awaited difference is read
 * by the contribution's key, not asked with EXISTS, which PostgreSQL hashed over every
 * contribution for each list or export page (issue #28). Columns of the row itself are named
 * with their table inside the subqueries, where drizzle would leave them bare.
 */
export function paymentPurpose(): SQL<PaymentPurpose> {
  return sql<PaymentPurpose>`case
    when ${payments.subscriptionId} is null then
      case when ${payments.description} = ${DIFFERENCE_DESCRIPTION} or (
        select ${contributions.differencePaymentId} from ${contributions}
        where ${contributions.contactId} = "payments"."contact_id"
      ) = "payments"."provider_payment_id" then 'difference' else 'one-off' end
    when ${payments.failedAt} is not null and ${payments.status} = 'successful' then 'recovery'
    when ${payments.contactId} is not null and not exists (
      select 1 from ${payments} earlier
      where earlier.contact_id = "payments"."contact_id"
        and earlier.provider = "payments"."provider"
        and earlier.subscription_id = "payments"."subscription_id"
        and (earlier.charge_date, earlier.id) < ("payments"."charge_date", "payments"."id")
    ) then 'first'
    else 'renewal'
  end`;
}
