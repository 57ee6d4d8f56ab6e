import { eq, sql } from "drizzle-orm";
import {
  CONTENT,
  joinContentProblems,
  offeredPaymentMethods,
  type Content,
  type ContentId,
  type ContentPatch,
} from "@core/content";
import { HttpError } from "@core/errors";
import type { PaymentMethod, StripeCountry } from "@core/fees";
import type { Database } from "../../db/connection";
import { content } from "../../db/schema";
import { createReadCache } from "../shared-state/read-cache";
import { uploadPathsIn } from "../uploads/own-address";
import type { CacheInvalidation } from "../shared-state/cache-invalidation";

export type ContentService = ReturnType<typeof createContentService>;

/**
 * What the payment providers tell the settings documents. The payments service registers it
 * once it exists (composition/payments.ts): payments read the settings, so the settings cannot
 * be given the providers when they are made. Until then the join form offers every method the
 * admins chose, and no provider's fields are shown.
 */
export interface PaymentProviders {
  /** The methods configured providers take: the join form offers only those of the admins' choice. */
  methods: readonly PaymentMethod[];
  /** The configured Stripe account's publishable key and region, which the browser reads. */
  stripe: { publishableKey: string; country: StripeCountry } | undefined;
  /** Whether the built-in test provider takes the payments: staff and members are told. */
  testPayments: boolean;
  /**
   * Called with the payment settings' tax as it is about to be saved (contract 2.9): Stripe's
   * tax rate follows first, so a refusal leaves the settings as they were.
   */
  taxChanged(tax: Pick<Content["payment"], "taxRateEnabled" | "taxRate">): Promise<void>;
}

export interface ContentCacheOptions {
  /**
   * How long a read document is reused. Every page and email reads the settings, which change
   * rarely: a change made here shows at once, one made on another server when it hears of it
   * (`invalidation`), or within this time.
   */
  cacheMs: number;
  now?: () => number;
  invalidation?: CacheInvalidation;
  /** The site's address: uploads sent with it (or its loopback names) are stored as paths. */
  baseUrl?: string;
}

/** The settings documents: stored fields merged over each document's defaults. */
export function createContentService(
  db: Database,
  { cacheMs, now = Date.now, invalidation, baseUrl }: ContentCacheOptions = {
    cacheMs: 0,
  },
) {
  let providers: PaymentProviders | undefined;
  const cache = createReadCache<ContentId, unknown>(load, {
    cacheMs,
    now,
    shared: invalidation && { name: "content", invalidation },
  });

  /** A document as it is answered: the join form's methods narrowed to those offered. */
  function present<Id extends ContentId>(id: Id, document: Content[Id]): Content[Id] {
    if (id !== "join" && id !== "payment") return document;
    const account = providers?.stripe;
    // Read-only fields that come from the server's configuration, not from what is stored.
    const configured = account
      ? { stripePublicKey: account.publishableKey, stripeCountry: account.country }
      : {};
    if (id === "payment") {
      return { ...document, ...configured, testPayments: providers?.testPayments ?? false };
    }
    const join = document as Content["join"];
    // Narrowed by the id above: this is the join document.
    return {
      ...join,
      ...configured,
      ...(providers
        ? { paymentMethods: offeredPaymentMethods(join.paymentMethods, providers.methods) }
        : {}),
    } as Content[Id];
  }

  /** Tax turned on comes with its rate; a change of tax reaches Stripe before it is saved. */
  async function paymentChanged(patch: ContentPatch["payment"]): Promise<void> {
    if (patch.taxRateEnabled === true && patch.taxRate === undefined) {
      throw new HttpError(400, {
        message: "Invalid body, check 'errors' property for more info.",
        errors: [{ property: "taxRate", constraints: { isDefined: "Give the rate with the tax" } }],
      });
    }
    if (patch.taxRateEnabled === undefined && patch.taxRate === undefined) return;
    await providers?.taxChanged({ ...(await load("payment")), ...patch });
  }

  async function load<Id extends ContentId>(id: Id): Promise<Content[Id]> {
    const [row] = await db.select({ data: content.data }).from(content).where(eq(content.id, id));
    // TypeScript cannot tie CONTENT[id].read to Content[Id] for a generic id; they match.
    return CONTENT[id].read(row?.data) as Content[Id];
  }

  return {
    /** Registers the payment providers (once, by the payments service's composition). */
    usePaymentProviders(given: PaymentProviders): void {
      providers = given;
    },

    async get<Id extends ContentId>(id: Id): Promise<Content[Id]> {
      // The cache holds each id's own document (`load`).
      return present(id, (await cache.get(id)) as Content[Id]);
    },

    /** Checks a partial document (400 with every failure) and merges it into the stored one. */
    async update<Id extends ContentId>(id: Id, body: unknown): Promise<Content[Id]> {
      const document = CONTENT[id];
      const data = document.parsePatch(baseUrl ? uploadPathsIn(body, baseUrl) : body);
      if (id === "join") {
        // Checked as a whole, with the fields not sent as they are stored.
        const problems = joinContentProblems({ ...(await load("join")), ...data });
        if (problems.length > 0) {
          throw new HttpError(400, {
            message: "Invalid body, check 'errors' property for more info.",
            errors: problems.map(({ property, message }) => ({
              property,
              constraints: { isValid: message },
            })),
          });
        }
      }
      if (id === "payment") await paymentChanged(data as ContentPatch["payment"]);
      // One statement, merged by PostgreSQL: concurrent updates of different fields both land.
      const [row] = await db
        .insert(content)
        .values({ id, data })
        .onConflictDoUpdate({
          target: content.id,
          set: { data: sql`${content.data} || excluded.data`, updatedAt: sql`now()` },
        })
        .returning({ data: content.data });
      cache.forget(id);
      return present(id, document.read(row?.data) as Content[Id]);
    },
  };
}
