import { randomBytes } from "node:crypto";

/** An id in the style providers use (`tcus_…`, `tsub_…`): a prefix and 16 random bytes. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(16).toString("base64url")}`;
}
