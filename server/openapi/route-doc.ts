import type { ErrorCode } from "../../src/core/errors";
import type { AnyStruct } from "./json-schema";

/** One request and the answer it gets, sent to a live server by the OpenAPI tests. */
export interface RouteExample {
  /** What it shows, e.g. "A notice with a button". */
  summary: string;
  /** Values of the path's `:name` parameters. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** Who sends it: the tests call as this kind of caller. */
  as: "anyone" | "member" | "admin" | "superadmin";
  /** The status it gets. */
  status: number;
}

/**
 * What a route takes and answers, declared once in its options (`config.doc`): the server
 * checks the declared params, query and body before the handler runs, and the OpenAPI
 * document (`/api/1.0/openapi.json`) describes the route from the same structs.
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
   * `false` when the handler checks the declared input itself, because it answers 404 or 403
   * before a malformed body (the callout must exist before its form can judge an answer).
   */
  precheck?: false;
  /** The answer's struct (JSON), or none for a route that answers 204. */
  answer?: AnyStruct;
  /** The status of a successful answer: 200 unless given. */
  status?: number;
  /** Other successful answers, without content, e.g. `{ 204: "No second factor." }`. */
  empty?: Partial<Record<number, string>>;
  /** A type other than JSON, e.g. `text/csv`. */
  answerType?: string;
  /** Error statuses the handler answers besides those of access and validation. */
  errors?: Partial<Record<number, string>>;
  /** Machine codes its error bodies may carry. */
  codes?: readonly ErrorCode[];
  examples?: readonly RouteExample[];
}

/** Route options with their declaration added: `documented(staff, { summary, ... })`. */
export function documented<Options extends { config: object }>(options: Options, doc: RouteDoc) {
  return { ...options, config: { ...options.config, doc } };
}

declare module "fastify" {
  interface FastifyContextConfig {
    doc?: RouteDoc;
  }
}
