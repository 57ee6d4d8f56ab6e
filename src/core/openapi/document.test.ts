import { describe, expect, it } from "vitest";
import { resolveOperation, type OpenApiDocument } from "./document";

describe("resolveOperation", () => {
  it("puts the shared parameters and answers an operation refers to in their places", () => {
    const document: OpenApiDocument = {
      openapi: "3.1.0",
      info: { title: "API", version: "1" },
      paths: {},
      components: {
        responses: { NotFound: { description: "Nothing has this id." } },
        parameters: { ContactId: { name: "X-Contact-Id", in: "header" } },
      },
    };
    const operation = resolveOperation(document, {
      operationId: "getThing",
      summary: "A thing",
      parameters: [{ name: "id", in: "path" }, { $ref: "#/components/parameters/ContactId" }],
      responses: {
        200: { description: "The thing." },
        404: { $ref: "#/components/responses/NotFound" },
        418: { $ref: "#/components/responses/Missing" },
      },
    });
    expect(operation.parameters).toEqual([
      { name: "id", in: "path" },
      { name: "X-Contact-Id", in: "header" },
    ]);
    expect(operation.responses).toEqual({
      200: { description: "The thing." },
      404: { description: "Nothing has this id." },
    });
  });
});
