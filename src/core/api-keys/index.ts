import { nullable, object, optional, string, type Infer } from "superstruct";
import { pageOf } from "../rules/page";
import { isoDate, requiredText } from "../contacts";

export const API_KEY_DESCRIPTION_MAX_LENGTH = 200;

/** `POST /api-key`: no `expires` (or null) means the key never expires. */
export const CreateApiKeyBody = object({
  description: requiredText(API_KEY_DESCRIPTION_MAX_LENGTH),
  expires: optional(nullable(isoDate())),
});
export type CreateApiKeyBody = Infer<typeof CreateApiKeyBody>;

/** The answer to `POST /api-key`: `<id>_<secret>`, shown this once and never again. */
export const NewApiKey = object({ token: string() });
export type NewApiKey = Infer<typeof NewApiKey>;

export const ApiKeyCreator = object({
  id: string(),
  email: string(),
  firstname: string(),
  lastname: string(),
  displayName: string(),
});

/** A key as admins see it; null creator = the contact who made it was deleted. */
export const ApiKey = object({
  id: string(),
  description: string(),
  expires: nullable(string()),
  createdAt: string(),
  creator: nullable(ApiKeyCreator),
});
export type ApiKey = Infer<typeof ApiKey>;

/** What `GET /api-key` sorts by (`sort`); ties are broken by id. */
export const API_KEY_SORTS = ["createdAt", "expires"] as const;
export type ApiKeySort = (typeof API_KEY_SORTS)[number];

/** `GET /api-key`: the contract's paging envelope. */
export const ApiKeyPage = pageOf(ApiKey);
export type ApiKeyPage = Infer<typeof ApiKeyPage>;
