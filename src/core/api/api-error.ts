// The module itself, not the folder index, keeps the error structs out of the frames.
import type { ValidationErrorItem } from "../errors/body";
import { httpErrorName } from "../errors/http-error-name";

/** Names by status as SPEC section 8 lists them; status 0 is a call that never got an answer. */
function errorNameForStatus(status: number): string {
  return status === 0 ? "NetworkError" : httpErrorName(status);
}

/** A failed API call: the server's message, machine code, validation errors and HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  /** Why a callout refused a response (`closed`, `cant-update`, …), with `invalid-callout-response`. */
  readonly subCode: string | undefined;
  readonly errors: ValidationErrorItem[];

  constructor(status: number, body: unknown) {
    const fields = isObject(body) ? body : {};
    super(typeof fields.message === "string" && fields.message ? fields.message : "Unknown error");
    this.name = errorNameForStatus(status);
    this.status = status;
    this.code = typeof fields.code === "string" ? fields.code : undefined;
    this.subCode = typeof fields.subCode === "string" ? fields.subCode : undefined;
    this.errors = Array.isArray(fields.errors) ? (fields.errors as ValidationErrorItem[]) : [];
  }
}

export function isApiError(error: unknown, codes?: string[], statuses = [400]): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  if (!statuses.includes(error.status)) return false;
  return !codes || (error.code !== undefined && codes.includes(error.code));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
