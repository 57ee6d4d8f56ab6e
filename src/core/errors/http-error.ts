import type { ErrorBody, ValidationErrorItem } from "./body";
import type { ErrorCode } from "./codes";
import { httpErrorName } from "./http-error-name";

export { httpErrorName };

export interface HttpErrorDetails {
  message?: string;
  code?: ErrorCode;
  errors?: ValidationErrorItem[];
  /** Only where the contract names an error apart from its status, e.g. `FileTooLargeError`. */
  name?: string;
  /** Fields some errors add to the body: `subCode`, `rule`, `id`. */
  extra?: Record<string, string>;
}

/** An error meant for the caller: its status, name, message and code go out as the body. */
export class HttpError extends Error {
  readonly httpCode: number;
  readonly code: ErrorCode | undefined;
  readonly errors: ValidationErrorItem[] | undefined;
  readonly extra: Record<string, string>;

  constructor(httpCode: number, details: HttpErrorDetails = {}) {
    super(details.message ?? "");
    this.name = details.name ?? httpErrorName(httpCode);
    this.httpCode = httpCode;
    // beabee's newer clients branch on `bad-request` for a 400 with no more precise code.
    this.code = details.code ?? (httpCode === 400 ? "bad-request" : undefined);
    this.errors = details.errors;
    this.extra = details.extra ?? {};
  }

  toBody(): ErrorBody {
    return {
      ...this.extra,
      httpCode: this.httpCode,
      name: this.name,
      ...(this.message ? { message: this.message } : {}),
      ...(this.code ? { code: this.code } : {}),
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

type Details = Omit<HttpErrorDetails, "message">;

export const badRequest = (message: string, details?: Details) =>
  new HttpError(400, { ...details, message });
export const unauthorized = (message: string, details?: Details) =>
  new HttpError(401, { ...details, message });
export const forbidden = (message: string, details?: Details) =>
  new HttpError(403, { ...details, message });
export const notFound = (message: string, details?: Details) =>
  new HttpError(404, { ...details, message });
export const conflict = (message: string, details?: Details) =>
  new HttpError(409, { ...details, message });
