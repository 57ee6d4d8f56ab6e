/**
 * The HTTP status of a failed upload (an `ApiError`'s), or 0 when the server never answered.
 * Read from the error rather than by `instanceof`, so the error class need not load first in
 * a frame.
 */
export function uploadStatus(error: unknown): number {
  const status = error instanceof Error && "status" in error ? error.status : undefined;
  return typeof status === "number" ? status : 0;
}

/** Whether the upload stopped because it was cancelled. */
export function isCancelled(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}
