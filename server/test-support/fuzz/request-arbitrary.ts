import fc from "fast-check";
import { EXAMPLE_PDF_BASE64, EXAMPLE_PNG_BASE64 } from "../../openapi/examples";
import { multipartBody } from "../uploads";
import {
  parametersOf,
  pathParamNames,
  type DocumentedExample,
  type DocumentedOperation,
  type JsonSchema,
  type OpenApiDocument,
} from "./document";
import type { Binding, IdPool } from "./id-pool";
import { invalidArbitrary, invalidText } from "./mutate";
import { valueArbitrary } from "./schema-arbitrary";

/** One request the fuzz test sends (the caller's credentials are added when it is sent). */
export interface FuzzRequest {
  /** How it was made: from the schemas, from a documented example, or mutated to be invalid. */
  kind: "generated" | "example" | "mutated" | "story";
  params: Binding;
  query: Record<string, string | string[]>;
  /** Header parameters the document names (the caller's credentials are not among them). */
  headers: Record<string, string>;
  /** A JSON body, or a multipart one (`multipart`) for uploads. */
  body?: unknown;
  multipart?: { payload: Buffer; headers: Record<string, string> };
}

/**
 * Percent-encodes text as a URL carries it; a lone surrogate (which UTF-8 cannot hold) goes as
 * the three bytes WTF-8 gives it, as a careless client would send it.
 */
export function encodeText(text: string): string {
  return Array.from(text, (character) => {
    const code = character.charCodeAt(0);
    if (character.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join("");
    }
    return encodeURIComponent(character);
  }).join("");
}

/** `/notice/{id}?sort=name` with the values filled in, each encoded. */
export function urlOf(path: string, params: Binding, query: FuzzRequest["query"] = {}): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeText(params[name] ?? ""));
  const pairs = Object.entries(query).flatMap(([name, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (item) => `${encodeText(name)}=${encodeText(item)}`,
    ),
  );
  return pairs.length > 0 ? `${filled}?${pairs.join("&")}` : filled;
}

/** A parameter's value as the URL carries it: text, or repeated text for arrays. */
function asText(value: unknown): string | string[] {
  if (Array.isArray(value)) return value.map((item) => String(item));
  if (typeof value === "string") return value;
  return JSON.stringify(value) ?? "";
}

const files = fc.oneof(
  fc.constant({ filename: "tap.png", contentType: "image/png", base64: EXAMPLE_PNG_BASE64 }),
  fc.constant({
    filename: "notes.pdf",
    contentType: "application/pdf",
    base64: EXAMPLE_PDF_BASE64,
  }),
  fc
    .tuple(
      fc.uint8Array({ maxLength: 200 }),
      fc.constantFrom("image/png", "application/pdf", "text/plain", ""),
    )
    .map(([bytes, contentType]) => ({
      filename: "random.bin",
      contentType,
      base64: Buffer.from(bytes).toString("base64"),
    })),
);

function multipart(
  file: { filename: string; contentType: string; base64: string },
  field = "file",
): NonNullable<FuzzRequest["multipart"]> {
  return multipartBody([
    {
      name: field,
      filename: file.filename,
      contentType: file.contentType,
      content: Buffer.from(file.base64, "base64"),
    },
  ]);
}

/** A documented example as the request it describes. */
export function exampleRequest(example: DocumentedExample): FuzzRequest {
  return {
    kind: "example",
    params: example.params ?? {},
    query: example.query ?? {},
    headers: {},
    ...(example.body === undefined ? {} : { body: example.body }),
    ...(example.file ? { multipart: multipart(example.file) } : {}),
  };
}

/**
 * Requests for one operation: its path parameters from ids earlier answers gave (when there are
 * some) or from their schemas, its query and body from their schemas, a documented example, or
 * either mutated into something invalid.
 */
export function requestArbitrary(
  { path, operation }: DocumentedOperation,
  document: OpenApiDocument,
  pool: IdPool,
): fc.Arbitrary<FuzzRequest> {
  const parameters = parametersOf(operation, document);
  const schemaOf = (name: string, place: string) =>
    (parameters.find((parameter) => parameter.name === name && parameter.in === place)?.schema ?? {
      type: "string",
    }) as JsonSchema;
  const known = pool.bindingsFor(path);
  const binding: fc.Arbitrary<Binding> =
    known.length > 0
      ? fc.oneof(
          { weight: 5, arbitrary: fc.constantFrom(...known) },
          { weight: 1, arbitrary: fc.constant({}) },
        )
      : fc.constant({});

  // An empty value, or a dot segment ("." and ".." are resolved away as the URL is read),
  // would make the URL another route's.
  const routable = (text: string) => text !== "" && text !== "." && text !== "..";
  const pathValues = (mutated: boolean) =>
    binding.chain((bound) => {
      const model = Object.fromEntries(
        pathParamNames(path).map((name) => {
          const schema = schemaOf(name, "path");
          const generated = valueArbitrary(schema, document)
            .map((value) => String(asText(value)))
            .filter(routable);
          const fromPool = name in bound ? fc.constant(bound[name] as string) : generated;
          return [
            name,
            mutated
              ? fc.oneof(
                  { weight: 2, arbitrary: fromPool },
                  { weight: 1, arbitrary: invalidText(schema).filter(routable) },
                )
              : fromPool,
          ];
        }),
      );
      return fc.record(model) as fc.Arbitrary<Binding>;
    });

  const queryValues = (mutated: boolean) =>
    fc.record(
      Object.fromEntries(
        parameters
          .filter((parameter) => parameter.in === "query")
          .map((parameter) => {
            const schema = (parameter.schema ?? {}) as JsonSchema;
            const valid = valueArbitrary(schema, document).map(asText);
            return [parameter.name, mutated ? fc.oneof(valid, invalidText(schema)) : valid];
          }),
      ),
      { requiredKeys: [] },
    ) as fc.Arbitrary<FuzzRequest["query"]>;

  // Header values are printable ASCII: anything else is refused by the client, not the server.
  const headerText = fc.string({ maxLength: 40 });
  const headerValues = (mutated: boolean) =>
    fc.record(
      Object.fromEntries(
        parameters
          .filter(
            (parameter) =>
              parameter.in === "header" &&
              !["cookie", "authorization"].includes(parameter.name.toLowerCase()),
          )
          .map((parameter) => {
            const valid = valueArbitrary(parameter.schema ?? {}, document)
              .map((value) => String(asText(value)))
              .filter((text) => /^[\x20-\x7e]*$/.test(text));
            const invalid = fc.oneof(headerText, fc.constant("x".repeat(5000)));
            return [parameter.name, mutated ? fc.oneof(valid, invalid) : valid];
          }),
      ),
      { requiredKeys: [] },
    ) as fc.Arbitrary<Record<string, string>>;

  const content = operation.requestBody?.content ?? {};
  const jsonSchema = content["application/json"]?.schema;
  const isUpload = "multipart/form-data" in content;
  const validBody = jsonSchema ? valueArbitrary(jsonSchema, document) : fc.constant(undefined);
  const body = (mutated: boolean): fc.Arbitrary<Partial<FuzzRequest>> => {
    if (isUpload) {
      return mutated
        ? fc.oneof(
            files.map((file) => ({ multipart: multipart(file, "notFile") })),
            fc.constant({ body: { file: "not a file" } }),
            fc.constant({}),
          )
        : files.map((file) => ({ multipart: multipart(file) }));
    }
    if (!jsonSchema)
      return mutated ? fc.constantFrom({}, { body: { unexpected: true } }) : fc.constant({});
    return (mutated ? invalidArbitrary(jsonSchema, document, validBody) : validBody).map((value) =>
      value === undefined ? {} : { body: value },
    );
  };

  const made = (kind: "generated" | "mutated") =>
    fc
      .tuple(
        pathValues(kind === "mutated"),
        queryValues(kind === "mutated"),
        headerValues(kind === "mutated"),
        body(kind === "mutated"),
      )
      .map(([params, query, headers, rest]): FuzzRequest => ({
        kind,
        params,
        query,
        headers,
        ...rest,
      }));

  const examples = (operation["x-examples"] ?? []).map(exampleRequest);
  // Examples ask for things the example data holds; with ids from the pool they reach more.
  const exampleArbitrary =
    examples.length > 0
      ? fc.oneof(
          fc.constantFrom(...examples),
          fc.tuple(fc.constantFrom(...examples), binding).map(([example, bound]) => ({
            ...example,
            params: { ...example.params, ...bound },
          })),
        )
      : undefined;
  return fc.oneof(
    { weight: 4, arbitrary: made("generated") },
    { weight: 3, arbitrary: made("mutated") },
    ...(exampleArbitrary ? [{ weight: 3, arbitrary: exampleArbitrary }] : []),
  );
}
