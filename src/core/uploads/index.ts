import { object, optional, pattern, string, type Infer } from "superstruct";

/** Files must be smaller than this (SPEC sections 5 and 9): 20 MB or more is refused. */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

/** What `POST /images` accepts, for a file input's `accept`; the server decides by content. */
export const IMAGE_MEDIA_TYPES = [
  "image/jpeg",
  "image/png",
  "image/webp",
  "image/gif",
  "image/avif",
  "image/svg+xml",
  "image/tiff",
  "image/heif",
  "image/jp2",
] as const;

/** What `POST /documents` accepts. */
export const DOCUMENT_MEDIA_TYPES = ["application/pdf"] as const;

/**
 * The widths `GET /images/:id?w=` serves (contract 2.16): a requested width rounds up to the
 * next of these, and anything wider gets the widest.
 */
export const IMAGE_WIDTHS = [100, 300, 400, 600, 900, 1200, 1440, 1800] as const;

/**
 * The answer to an upload (contract 2.16). `path` is `images/<id>` or `documents/<id>` under
 * the API; `url` is the same file as an absolute address on the site.
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
