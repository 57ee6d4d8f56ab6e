import type { FastifyRequest } from "fastify";
import type { ErrorCode } from "@core/errors";
import type { AnyStruct } from "./json-schema";

/** One request and the answer it gets, sent to a live server by the OpenAPI tests. */
export interface RouteExample {
  /** What it shows, e.g. "A notice with a button". */
  summary: string;
  /** Values of the path's `:name` parameters. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** A file sent as `multipart/form-data` in the field `file` (routes whose bodyType is that). */
  file?: { filename: string; contentType: string; base64: string };
  /** Who sends it: the tests call as this kind of caller. */
  as: "anyone" | "member" | "admin" | "superadmin";
  /** The status it gets. */
  status: number;
}

/**
 * What a route takes and answers, declared once through `route()` (routes/route.ts), which
 * keeps it in the route's `config.doc`: the server checks the declared params, query and body
 * before the handler runs, and the OpenAPI document (`/api/1.0/openapi.json`) describes the
 * route from the same structs.
 */
export interface RouteDoc {
  summary: string;
  description?: string;
  /** Groups the route in the reference: the resource, e.g. "Notices". */
  tag?: string;
  params?: AnyStruct;
  query?: AnyStruct;
  body?: AnyStruct;
  /**
   * A request that is not JSON: its content type (`multipart/form-data` for uploads), or
   * `"none"` for a route that takes no body.
   */
  bodyType?: string;
  /**
   * What the route checks after its declared params and before its query and body are judged,
   * so that its 403 and 404 (the callout exists and the caller is its staff) come before a 400
   * on them, as the access rule's 401 and 403 do. The handler reads what it found through the
   * same `perRequest` lookup.
   */
  guard?: (request: FastifyRequest) => Promise<unknown>;
  /**
   * Why the handler judges the body instead of the declared struct before it: which of the
   * forms `body` describes applies depends on the request (written into the description).
   * The handler gets the body unchecked (`unknown`) and parses it once itself.
   */
  bodyDependsOn?: string;
  /** The answer's struct (JSON), or none for a route that answers 204. */
  answer?: AnyStruct;
  /** The status of a successful answer: 200 unless given. */
  status?: number;
  /** Other statuses that answer the same struct, e.g. `/health`'s 503 with its report. */
  alsoAnswers?: Partial<Record<number, string>>;
  /** Other successful answers, without content, e.g. `{ 204: "No second factor." }`. */
  empty?: Partial<Record<number, string>>;
  /** A type other than JSON, e.g. `text/csv`. */
  answerType?: string;
  /** Error statuses the handler answers besides those of access and validation. */
  errors?: Partial<Record<number, string>>;
  /** Machine codes its error bodies may carry. */
  codes?: readonly ErrorCode[];
  examples?: readonly RouteExample[];
  /** Headers the route reads, each written once in `components.parameters`. */
  headers?: readonly HeaderParameter[];
}

/** `ExportTicket`: the export queue's `Agora-Export-Ticket` (routes/exports/slot.ts). */
export type HeaderParameter = "ExportTicket";

/** A lookup made once per request, so a route's guard and its handler share what it found. */
export function perRequest<T>(
  lookup: (request: FastifyRequest) => Promise<T>,
): (request: FastifyRequest) => Promise<T> {
  const found = new WeakMap<FastifyRequest, Promise<T>>();
  return (request) => {
    let value = found.get(request);
    if (!value) {
      value = lookup(request);
      found.set(request, value);
    }
    return value;
  };
}

declare module "fastify" {
  interface FastifyContextConfig {
    doc?: RouteDoc;
  }
}
