/** Uploads are refused at this size or over (SPEC section 5). */
export const UPLOAD_MAX_BYTES = 20 * 1024 * 1024;

const IMAGE_TYPES = [
  "jpeg",
  "png",
  "webp",
  "gif",
  "avif",
  "svg+xml",
  "tiff",
  "heif",
  "heic",
  "jp2",
];
const EXTENSIONS = /\.(?:jpe?g|png|webp|gif|avif|svg|tiff?|heif|heic|jp2|pdf)$/i;

/** For a file input's `accept`: the images and documents SPEC section 5 allows. */
export const UPLOAD_ACCEPT = [
  ...IMAGE_TYPES.map((type) => `image/${type}`),
  "application/pdf",
  ".heic",
  ".heif",
  ".jp2",
].join(",");

/**
 * Why a file cannot be uploaded, checked in the browser before sending it: the server decides
 * again from the file's content. Browsers leave the type empty for some formats (HEIC), so
 * the name's extension counts too.
 */
export function uploadProblem(file: {
  size: number;
  type: string;
  name: string;
}): "too-large" | "unsupported" | undefined {
  if (file.size >= UPLOAD_MAX_BYTES) return "too-large";
  const type = file.type.toLowerCase();
  const known =
    type === "application/pdf" ||
    IMAGE_TYPES.some((image) => type === `image/${image}`) ||
    EXTENSIONS.test(file.name);
  return known ? undefined : "unsupported";
}
