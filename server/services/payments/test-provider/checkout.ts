import { createHash } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import {
  cardBrand,
  parseExpiry,
  testPaymentDetailsProblems,
  type ConfirmTestCheckout,
  type TestCheckout,
} from "@core/payments";
import { HttpError, badRequest } from "@core/errors";
import type { Database } from "@server/db/connection";
import { testProviderSetups } from "@server/db/schema";
import type { ContentService } from "../../content";
import type { PaymentClock } from "../clock";

type SetupRow = typeof testProviderSetups.$inferSelect;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const DECLINED = {
  card: "Your card was declined. Try another card, or cancel.",
  bank: "Your bank refused the direct debit. Try another account, or cancel.",
  refused: "The payment was not approved. Try again, or cancel.",
};

/** What is kept of a card or bank account: never its number, only what a member sees. */
function maskedDetails(
  method: SetupRow["method"],
  body: ConfirmTestCheckout,
): Record<string, string | number> {
  if (method === "gc_direct-debit") {
    const iban = (body.iban ?? "").replace(/\s/g, "").toUpperCase();
    return {
      bankName: "Test Bank",
      accountHolderName: body.accountHolder?.trim() ?? "",
      accountNumberEnding: iban.slice(-4),
      country: iban.slice(0, 2),
    };
  }
  const number = (body.cardNumber ?? "").replace(/[\s-]/g, "");
  const expiry = parseExpiry(body.expiry ?? "");
  return {
    brand: cardBrand(number),
    last4: number.slice(-4),
    expiryMonth: expiry?.month ?? 0,
    expiryYear: expiry?.year ?? 0,
  };
}

function invalidDetails(problems: { property: string; message: string }[]): HttpError {
  return new HttpError(400, {
    message: "Invalid body, check 'errors' property for more info.",
    errors: problems.map(({ property, message }) => ({
      property,
      constraints: { isValid: message },
    })),
  });
}

/**
 * The test provider's checkout page, the stand-in for Stripe's form or GoCardless's pages:
 * the payer sees what they will pay and whom, enters a card or a bank account (checked as a
 * real form checks them) and chooses what the bank does. The page's address holds a random
 * token, stored only as its hash.
 */
export function createTestCheckout(deps: {
  db: Database;
  content: ContentService;
  clock: PaymentClock;
}) {
  const { db, content, clock } = deps;

  async function find(token: string): Promise<SetupRow | undefined> {
    const [row] = await db
      .select()
      .from(testProviderSetups)
      .where(eq(testProviderSetups.tokenHash, hashToken(token)));
    return row;
  }

  async function show(row: SetupRow): Promise<TestCheckout> {
    const general = await content.get("general");
    const over = row.status === "succeeded" || row.status === "cancelled";
    return {
      status: row.status,
      method: row.method,
      email: row.email,
      organisationName: general.organisationName,
      currencyCode: general.currencyCode,
      ...(row.amount !== null && row.period !== null
        ? { amount: row.amount, period: row.period }
        : {}),
      ...(row.chargeable !== null ? { total: row.chargeable / 100 } : {}),
      ...(row.declined && !over ? { declined: row.declined } : {}),
      ...(over ? { redirectUrl: row.returnUrl } : {}),
    };
  }

  /** Moves a checkout on from the states given; answers it as it is afterwards. */
  async function transition(
    token: string,
    from: SetupRow["status"][],
    change: (row: SetupRow) => Partial<SetupRow>,
    refusal: string,
  ): Promise<TestCheckout | undefined> {
    const row = await find(token);
    if (!row) return undefined;
    if (!from.includes(row.status)) {
      if (row.status === "succeeded" || row.status === "cancelled") return show(row);
      throw badRequest(refusal);
    }
    const [updated] = await db
      .update(testProviderSetups)
      .set(change(row))
      .where(and(eq(testProviderSetups.id, row.id), inArray(testProviderSetups.status, from)))
      .returning();
    // Another request moved it meanwhile: show where it is now.
    return show(updated ?? (await find(token)) ?? row);
  }

  return {
    /** The checkout for the page; undefined for an unknown address. */
    async get(token: string): Promise<TestCheckout | undefined> {
      const row = await find(token);
      return row && show(row);
    },

    /** The payer confirms with a card or account and the outcome the bank should give. */
    async confirm(token: string, body: ConfirmTestCheckout): Promise<TestCheckout | undefined> {
      const row = await find(token);
      if (!row) return undefined;
      if (row.status === "open") {
        const problems = testPaymentDetailsProblems(row.method, body, await clock.now());
        if (problems.length > 0) throw invalidDetails(problems);
      }
      const details = maskedDetails(row.method, body);
      return transition(
        token,
        ["open"],
        (): Partial<SetupRow> => {
          switch (body.outcome) {
            case "decline":
              return { declined: row.method === "gc_direct-debit" ? DECLINED.bank : DECLINED.card };
            case "authenticate":
              return {
                status: "requires-authentication",
                pendingOutcome: "succeed",
                pendingDetails: details,
                declined: null,
              };
            case "succeed":
            case "insufficient-funds-later":
              return {
                status: "succeeded",
                pendingOutcome: body.outcome,
                pendingDetails: details,
                declined: null,
              };
          }
        },
        "Approve or refuse the payment in your bank first",
      );
    },

    /** The payer approves the payment in their bank's app, or refuses it. */
    async authenticate(token: string, approve: boolean): Promise<TestCheckout | undefined> {
      return transition(
        token,
        ["requires-authentication"],
        () =>
          approve
            ? { status: "succeeded" }
            : {
                status: "open",
                pendingOutcome: null,
                pendingDetails: null,
                declined: DECLINED.refused,
              },
        "There is no payment waiting for approval",
      );
    },

    /** The payer gives up: they go back, and completing the flow then fails. */
    async cancel(token: string): Promise<TestCheckout | undefined> {
      return transition(
        token,
        ["open", "requires-authentication"],
        () => ({ status: "cancelled" }),
        "This checkout is over",
      );
    },
  };
}
