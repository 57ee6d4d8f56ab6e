import type { ValidateFunction } from "ajv/dist/2020";
import type { LightMyRequestResponse } from "fastify";
import {
  resolveRef,
  type DocumentedOperation,
  type JsonSchema,
  type OpenApiDocument,
  type Response,
} from "./document";
import { componentSchemaCompiler } from "../document-schemas";

/** What was wrong with one answer, as the report and the allow-list name it. */
export interface Problem {
  kind: "5xx" | "undocumented status" | "schema mismatch" | "refusal not an Error" | "content type";
  status: number;
  detail: string;
}

/**
 * Judges answers against the document: a status it lists, a body its schema for that status
 * takes (ajv, draft 2020-12), every refusal (4xx) in the Error shape, and never a 5xx.
 */
export class AnswerChecker {
  private readonly compile: (schema: JsonSchema) => ValidateFunction;
  private readonly errorValidator: ValidateFunction;

  constructor(private readonly document: OpenApiDocument) {
    // `u` patterns (`\p{L}`), and `multipleOf: 0.01` judged without floating-point noise.
    this.compile = componentSchemaCompiler(document.components, {
      strict: false,
      allErrors: true,
      unicodeRegExp: true,
      multipleOfPrecision: 9,
    });
    this.errorValidator = this.compile({ $ref: "#/components/schemas/Error" });
  }

  check(operation: DocumentedOperation, response: LightMyRequestResponse): Problem[] {
    const status = response.statusCode;
    const problems: Problem[] = [];
    const body = response.body.slice(0, 300);
    if (status >= 500) problems.push({ kind: "5xx", status, detail: body });
    const contentType = String(response.headers["content-type"] ?? "");
    const json = contentType.startsWith("application/json") ? parse(response.body) : undefined;
    if (status >= 400 && status < 500 && !this.errorValidator(json)) {
      problems.push({ kind: "refusal not an Error", status, detail: body });
    }
    const listed = operation.operation.responses[String(status)];
    if (!listed) {
      if (status < 500) problems.push({ kind: "undocumented status", status, detail: body });
      return problems;
    }
    const content = resolveRef<Response>(listed, this.document).content ?? {};
    const types = Object.keys(content);
    if (types.length === 0) {
      if (response.body !== "") {
        problems.push({
          kind: "content type",
          status,
          detail: `a body where none is documented: ${body}`,
        });
      }
      return problems;
    }
    const type = types.find((candidate) => matchesType(contentType, candidate));
    if (!type) {
      problems.push({
        kind: "content type",
        status,
        detail: `${contentType || "no type"} where the document says ${types.join(", ")}`,
      });
      return problems;
    }
    const schema = content[type]?.schema;
    if (!type.startsWith("application/json") || !schema) return problems;
    const validate = this.compile(schema);
    if (!validate(json)) {
      const errors = (validate.errors ?? [])
        .slice(0, 3)
        .map((error) => `${error.instancePath || "/"} ${error.message ?? ""}`)
        .join("; ");
      problems.push({ kind: "schema mismatch", status, detail: `${errors}: ${body}` });
    }
    return problems;
  }
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** `text/csv; charset=utf-8` matches `text/csv`, `image/png` matches `image/*`. */
function matchesType(actual: string, documented: string): boolean {
  const bare = (type: string) => type.split(";")[0]?.trim().toLowerCase() ?? "";
  const [wantType, wantSub] = bare(documented).split("/");
  const [type, sub] = bare(actual).split("/");
  return type === wantType && (wantSub === "*" || sub === wantSub);
}
