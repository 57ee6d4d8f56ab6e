// Apart from http-error.ts: the frames name the API's errors without carrying HttpError.
/** Error names by HTTP status (SPEC section 8, contract 1.4). */
const NAMES_BY_STATUS: Readonly<Record<number, string>> = {
  400: "BadRequestError",
  401: "UnauthorizedError",
  403: "ForbiddenError",
  404: "NotFoundError",
  405: "MethodNotAllowedError",
  408: "RequestTimeoutError",
  409: "ConflictError",
  413: "PayloadTooLargeError",
  414: "URITooLongError",
  415: "UnsupportedMediaTypeError",
  422: "ValidationError",
  429: "TooManyRequestsError",
  431: "RequestHeaderFieldsTooLargeError",
  500: "InternalServerError",
  502: "BadGatewayError",
  503: "ServiceUnavailableError",
  504: "GatewayTimeoutError",
};

export function httpErrorName(status: number): string {
  return NAMES_BY_STATUS[status] ?? (status >= 500 ? "ServerError" : "ClientError");
}
