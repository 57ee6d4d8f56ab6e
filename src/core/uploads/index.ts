import { object, optional, pattern, string, type Infer } from "superstruct";

export { IMAGE_WIDTHS, MAX_UPLOAD_BYTES } from "./limits";

/**
 * The answer to an upload (contract 2.16). `path` is `images/<id>` or `documents/<id>` under
 * the API; `url` is the same file as a path on the site (`/api/1.0/images/<id>`), never with
 * a host, so a change of domain breaks no stored link.
 */
export const Upload = object({
  id: string(),
  url: string(),
  path: string(),
  /** A digest of the stored file (SHA-256, hex), where beabee gave its store's ETag. */
  hash: string(),
  /** The uploaded file's name, reduced to safe characters, when it had one. */
  filename: optional(string()),
});
export type Upload = Infer<typeof Upload>;

/** `GET /images/:id`: an optional width in pixels. */
export const ImageQuery = object({ w: optional(pattern(string(), /^\d{1,5}$/)) });
export type ImageQuery = Infer<typeof ImageQuery>;
