// Upload limits, apart from the schemas: the frame's file input needs them, not a validator.

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
