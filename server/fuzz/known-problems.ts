import type { Problem } from "./check-answer";
import { encodeText, type FuzzRequest } from "./request-arbitrary";

/**
 * What the fuzz test finds and another piece of issue #24 fixes: the lead empties this file
 * once that work is merged. Anything here is still counted and printed after each run.
 */

/**
 * Hostile input that "hardening" refuses in the schema layer (issue #24, points 1 and 2):
 * while a class is listed here, a 5xx or an off-document answer to a request carrying it is
 * excused. Each class is recognised in the request itself (`hostileClassesOf`), never by route.
 */
export const AWAITING_HARDENING = {
  /** A NUL reaches PostgreSQL ("invalid byte sequence 0x00") and answers 500. */
  nul: "NUL bytes refused with a 400 naming the field",
  /** A lone surrogate cannot be encoded as UTF-8 for PostgreSQL. */
  surrogate: "lone surrogates refused with a 400 naming the field",
  /** `GET /stats?from=1000-01-01…` answers 500; dates far from now have no sane range yet. */
  farDate: "every date input in a sane range",
  /** Path values over 100 characters get Fastify's 414 FST_ERR_MAX_PARAM_LENGTH, not an Error. */
  longPathValue: "one maximum id length in router and document, Fastify's 414 as an Error",
} as const;
export type HostileClass = keyof typeof AWAITING_HARDENING;

/**
 * Answers the document does not describe yet ("openapi" owns server/openapi/**), each by
 * operation, status and kind, with the reason.
 */
export const DOCUMENT_MISMATCHES: readonly {
  operation: string;
  status: number;
  kind: Problem["kind"];
  reason: string;
}[] = [
  {
    operation: "POST /images",
    status: 400,
    kind: "undocumented status",
    reason:
      "an upload without a `file` part answers 400 UPLOAD_ERROR, not documented (issue #24, point 3)",
  },
  {
    operation: "POST /documents",
    status: 400,
    kind: "undocumented status",
    reason:
      "an upload without a `file` part answers 400 UPLOAD_ERROR, not documented (issue #24, point 3)",
  },
];

const FAR_DATE = /(^|[^0-9])(0000|1[0-8]\d\d|[3-9]\d\d\d|\+\d{6})-\d\d-\d\d/;

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => [key, ...strings(item)]);
  }
  return [];
}

/** The hostile classes a request carries anywhere (path, query, JSON body). */
export function hostileClassesOf(request: FuzzRequest): Set<HostileClass> {
  const texts = [...strings(request.params), ...strings(request.query), ...strings(request.body)];
  const found = new Set<HostileClass>();
  for (const text of texts) {
    if (text.includes("\u0000") || text.includes("%00")) found.add("nul");
    if (/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(text)) {
      found.add("surrogate");
    }
    if (FAR_DATE.test(text)) found.add("farDate");
  }
  if (Object.values(request.params).some((value: string) => encodeText(value).length > 100)) {
    found.add("longPathValue");
  }
  return found;
}

/** Why a problem is excused for now, or undefined when it must fail the run. */
export function excuse(
  operation: string,
  problem: Problem,
  classes: ReadonlySet<HostileClass>,
): string | undefined {
  // A 2xx off its schema is never hostile input's fault; a 414 is the long value's.
  const hostile =
    problem.status === 414 && classes.has("longPathValue") ? "longPathValue" : [...classes][0];
  if (hostile && (problem.kind !== "schema mismatch" || problem.status >= 400)) {
    return `awaiting hardening: ${AWAITING_HARDENING[hostile]}`;
  }
  return DOCUMENT_MISMATCHES.find(
    (entry) =>
      entry.operation === operation &&
      entry.status === problem.status &&
      entry.kind === problem.kind,
  )?.reason;
}
