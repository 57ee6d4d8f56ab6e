import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { ApiKey, ApiKeyPage, ApiKeySort } from "@core/api-keys";
import { displayName } from "@core/contacts";
import { badRequest } from "@core/errors";
import type { Database } from "../../db/connection";
import { apiKeys, contacts } from "../../db/schema";
import { paginate, sortBy } from "../rules";

/** `<16 hex id>_<48 hex secret>`, as the contract's keys look. */
const TOKEN = /^([0-9a-f]{16})_([0-9a-f]{48})$/;

function sha256(secret: string): Buffer {
  return createHash("sha256").update(secret).digest();
}

export interface ApiKeyListOptions {
  limit: number;
  offset: number;
  sort: ApiKeySort;
  order: "ASC" | "DESC";
}

export interface NewApiKeyOptions {
  description: string;
  expires: Date | null;
  creatorId: string;
}

const columns = {
  id: apiKeys.id,
  description: apiKeys.description,
  expires: apiKeys.expires,
  createdAt: apiKeys.createdAt,
  creatorId: contacts.id,
  creatorEmail: contacts.email,
  creatorFirstname: contacts.firstname,
  creatorLastname: contacts.lastname,
};

/** A key with its creator, who may have been deleted since (left join). */
interface Row {
  id: string;
  description: string;
  expires: Date | null;
  createdAt: Date;
  creatorId: string | null;
  creatorEmail: string | null;
  creatorFirstname: string | null;
  creatorLastname: string | null;
}

function toApiKey(row: Row): ApiKey {
  const creator =
    row.creatorId === null
      ? null
      : {
          id: row.creatorId,
          email: row.creatorEmail ?? "",
          firstname: row.creatorFirstname ?? "",
          lastname: row.creatorLastname ?? "",
        };
  return {
    id: row.id,
    description: row.description,
    expires: row.expires?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    creator: creator && { ...creator, displayName: displayName(creator) },
  };
}

/** Keys other servers call the API with; only a hash of each secret is stored. */
export function createApiKeyService(db: Database) {
  const select = () =>
    db.select(columns).from(apiKeys).leftJoin(contacts, eq(contacts.id, apiKeys.creatorId));

  return {
    async list(options: ApiKeyListOptions): Promise<ApiKeyPage> {
      const column = options.sort === "expires" ? apiKeys.expires : apiKeys.createdAt;
      return paginate({
        query: select().orderBy(...sortBy(column, options.order, apiKeys.id)),
        countQuery: db.$count(apiKeys),
        limit: options.limit,
        offset: options.offset,
        map: (rows) => rows.map(toApiKey),
      });
    },

    async get(id: string): Promise<ApiKey | undefined> {
      const [row] = await select().where(eq(apiKeys.id, id));
      return row && toApiKey(row);
    },

    /** A new key; answers its token, which is not stored and cannot be shown again. */
    async create(options: NewApiKeyOptions): Promise<string> {
      if (options.expires && options.expires.getTime() <= Date.now()) {
        throw badRequest("expires must be in the future");
      }
      const id = randomBytes(8).toString("hex");
      const secret = randomBytes(24).toString("hex");
      await db.insert(apiKeys).values({
        id,
        secretHash: sha256(secret).toString("hex"),
        description: options.description.trim(),
        expires: options.expires,
        creatorId: options.creatorId,
      });
      return `${id}_${secret}`;
    },

    async remove(id: string): Promise<boolean> {
      const deleted = await db
        .delete(apiKeys)
        .where(eq(apiKeys.id, id))
        .returning({ id: apiKeys.id });
      return deleted.length > 0;
    },

    /** The key a token belongs to, if the token is right and the key has not expired. */
    async authenticate(token: string, now = new Date()): Promise<{ id: string } | undefined> {
      const match = TOKEN.exec(token);
      if (!match?.[1] || !match[2]) return undefined;
      const [key] = await db
        .select({ id: apiKeys.id, secretHash: apiKeys.secretHash, expires: apiKeys.expires })
        .from(apiKeys)
        .where(eq(apiKeys.id, match[1]));
      if (!key) return undefined;
      const stored = Buffer.from(key.secretHash, "hex");
      const given = sha256(match[2]);
      if (stored.length !== given.length || !timingSafeEqual(stored, given)) return undefined;
      if (key.expires !== null && key.expires <= now) return undefined;
      return { id: key.id };
    },
  };
}
