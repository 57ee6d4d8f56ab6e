import { uploadProblem } from "@core/forms/uploads";
import { DOCUMENT_MEDIA_TYPES, IMAGE_MEDIA_TYPES } from "@core/uploads/limits";
import { kindOf, type UploadKind } from "./send-upload";

/**
 * What a file input of one kind offers to choose: the media types, and the extensions of types
 * some browsers do not name (HEIF, JPEG 2000).
 */
export function acceptFor(kind: UploadKind): string {
  return kind === "image"
    ? [...IMAGE_MEDIA_TYPES, ".heif", ".jp2"].join(",")
    : [...DOCUMENT_MEDIA_TYPES, ".pdf"].join(",");
}

/** The formats of a kind as people know them, for a hint ("JPEG, PNG or PDF"). */
export function formatNames(kind: UploadKind): string[] {
  return kind === "image"
    ? ["JPEG", "PNG", "WebP", "GIF", "AVIF", "SVG", "TIFF", "HEIF", "JPEG 2000"]
    : ["PDF"];
}

/**
 * Why a file cannot go up as `kind`, checked before sending it (the server decides again from
 * its content): what the reader's file question refuses, and a file of the other kind.
 */
export function refusalFor(
  file: { size: number; type: string; name: string },
  kind: UploadKind,
): "too-large" | "unsupported" | undefined {
  return uploadProblem(file) ?? (kindOf(file) === kind ? undefined : "unsupported");
}
