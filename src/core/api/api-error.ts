/** What the error names mean to people reading logs; SPEC section 8 names them by status. */
const NAMES_BY_STATUS: Record<number, string> = {
  400: "BadRequestError",
  401: "UnauthorizedError",
  403: "ForbiddenError",
  404: "NotFoundError",
  409: "ConflictError",
  422: "ValidationError",
  429: "TooManyRequestsError",
  500: "InternalServerError",
  502: "BadGatewayError",
  503: "ServiceUnavailableError",
  504: "GatewayTimeoutError",
};

export function errorNameForStatus(status: number): string {
  const name = NAMES_BY_STATUS[status];
  if (name) return name;
  if (status >= 500) return "ServerError";
  if (status >= 400) return "ClientError";
  return "NetworkError";
}

/** One entry of a validation error list, as the contract sends it. */
export interface ApiValidationError {
  property: string;
  constraints?: Record<string, string>;
  children?: ApiValidationError[];
}

/** A failed API call: the server's message, machine code, validation errors and HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly errors: ApiValidationError[];

  constructor(status: number, body: unknown) {
    const fields = isObject(body) ? body : {};
    super(typeof fields.message === "string" && fields.message ? fields.message : "Unknown error");
    this.name = errorNameForStatus(status);
    this.status = status;
    this.code = typeof fields.code === "string" ? fields.code : undefined;
    this.errors = Array.isArray(fields.errors) ? (fields.errors as ApiValidationError[]) : [];
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
