import { HttpError } from "@core/errors";

/**
 * The upload errors of SPEC section 8, with the contract's error names. The SPEC's messages
 * come first, so a client can show them as they are; the rest says what to do about it.
 */
export function fileTooLarge(detail = "files must be smaller than 20 MB"): HttpError {
  return new HttpError(413, {
    name: "FileTooLargeError",
    code: "LIMIT_FILE_SIZE",
    message: `File too large: ${detail}`,
  });
}

export function unsupportedFileType(detail: string): HttpError {
  return new HttpError(415, {
    name: "UnsupportedFileType",
    code: "UNSUPPORTED_FILE_TYPE",
    message: `Unsupported file type: ${detail}`,
  });
}

/** A request that is not one file in the multipart field `file`, or a damaged file. */
export function uploadError(message: string): HttpError {
  return new HttpError(400, { code: "UPLOAD_ERROR", message });
}
