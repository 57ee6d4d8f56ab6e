import { DOCUMENT_MEDIA_TYPES, IMAGE_MEDIA_TYPES, MAX_UPLOAD_BYTES } from "../uploads/limits";

const MEDIA_TYPES: readonly string[] = [...IMAGE_MEDIA_TYPES, ...DOCUMENT_MEDIA_TYPES];
const EXTENSIONS = /\.(?:jpe?g|png|webp|gif|avif|svg|tiff?|heif|jp2|pdf)$/i;

/**
 * For a file input's `accept`: what the server takes (no HEIC, which it cannot decode; iOS then
 * sends photos as JPEG), and the extensions of types some browsers do not name.
 */
export const UPLOAD_ACCEPT = [...MEDIA_TYPES, ".heif", ".jp2"].join(",");

/**
 * Why a file cannot be uploaded, checked in the browser before sending it: the server decides
 * again from the file's content. Browsers leave the type empty for some formats (HEIF), so
 * the name's extension counts too.
 */
export function uploadProblem(file: {
  size: number;
  type: string;
  name: string;
}): "too-large" | "unsupported" | undefined {
  if (file.size >= MAX_UPLOAD_BYTES) return "too-large";
  const known = MEDIA_TYPES.includes(file.type.toLowerCase()) || EXTENSIONS.test(file.name);
  return known ? undefined : "unsupported";
}
