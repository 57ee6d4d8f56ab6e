import Fastify, { type FastifyInstance } from "fastify";
import { optional, size, string } from "superstruct";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorBodies } from "../plugins/errors";
import { parseInput } from "@core/errors";
import { listQueryOf, listQueryStruct } from "./list-query";

// What a list route does: its declared struct checks the query, then `listQueryOf` reads it.
function parseListQuery(query: unknown, options: Parameters<typeof listQueryOf>[1]) {
  return listQueryOf(parseInput(listQueryStruct(options, "body"), query, "queries"), options);
}

const ME = "0b3c4d5e-6f70-4182-93a4-b5c6d7e8f901";

describe("list query strings", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    errorBodies(app);
    app.get("/things", async (request) =>
      parseListQuery(request.query, {
        sorts: ["title", "starts"],
        defaultSort: "title",
        with: ["form", "variants"],
        fields: { title: { type: "text" }, answeredBy: { type: "contact" } },
        context: { contactId: ME },
        extra: { variant: optional(size(string(), 1, 100)) },
      }),
    );
    app.get("/bare", async (request) =>
      parseListQuery(request.query, {
        sorts: ["id"],
        defaultSort: "id",
        fields: { answeredBy: { type: "contact" } },
      }),
    );
    app.get("/unfiltered", async (request) =>
      parseListQuery(request.query, { sorts: ["id"], defaultSort: "id" }),
    );
    app.get("/per-record", async (request) =>
      parseListQuery(request.query, { sorts: ["id"], defaultSort: "id", fields: "per-record" }),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const get = async (url: string) => {
    const response = await app.inject({ method: "GET", url });
    return { status: response.statusCode, body: response.json() as Record<string, unknown> };
  };
  const rulesParam = (value: unknown) =>
    `rules=${encodeURIComponent(typeof value === "string" ? value : JSON.stringify(value))}`;

  it("defaults to the first 50 by the default sort, ascending, without rules", async () => {
    expect(await get("/things")).toEqual({
      status: 200,
      body: { limit: 50, offset: 0, sort: "title", order: "ASC", with: [], extra: {} },
    });
  });

  it("reads every parameter, with given once or repeated", async () => {
    const rules = {
      condition: "OR",
      rules: [
        { field: "title", operator: "contains", value: ["water"] },
        { field: "answeredBy", operator: "equal", value: ["me"] },
      ],
    };
    const query = `limit=100&offset=20&sort=starts&order=DESC&with=form&with=variants&with=form&variant=de&${rulesParam(rules)}`;
    expect(await get(`/things?${query}`)).toEqual({
      status: 200,
      body: {
        limit: 100,
        offset: 20,
        sort: "starts",
        order: "DESC",
        with: ["form", "variants"],
        extra: { variant: "de" },
        rules: {
          condition: "OR",
          rules: [
            {
              field: "title",
              type: "text",
              nullable: false,
              operator: "contains",
              value: ["water"],
            },
            {
              field: "answeredBy",
              type: "contact",
              nullable: false,
              operator: "equal",
              value: [ME],
            },
          ],
        },
      },
    });
    expect((await get("/things?with=variants")).body.with).toEqual(["variants"]);
  });

  it.each([
    ["limit=0", "limit"],
    ["limit=101", "limit"],
    ["limit=ten", "limit"],
    ["offset=-1", "offset"],
    ["order=UP", "order"],
    ["sort=password", "sort"],
    ["with=secrets", "with"],
    ["unknown=1", "unknown"],
    ["limit=1&limit=2", "limit"],
  ])("refuses %s with the contract's 400", async (query, property) => {
    const { status, body } = await get(`/things?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({
      httpCode: 400,
      name: "BadRequestError",
      message: "Invalid queries, check 'errors' property for more info.",
      errors: [expect.objectContaining({ property })],
    });
  });

  it("refuses with where the endpoint takes none", async () => {
    expect((await get("/bare?with=form")).status).toBe(400);
  });

  it("refuses rules where the endpoint has no filter table", async () => {
    const rules = { condition: "AND", rules: [] };
    expect((await get(`/unfiltered?${rulesParam(rules)}`)).status).toBe(400);
    expect((await get("/unfiltered?limit=5")).body).toMatchObject({ limit: 5, sort: "id" });
  });

  it("hands rules on as sent where the filter table depends on the record listed", async () => {
    const text = JSON.stringify({ condition: "AND", rules: [] });
    const { status, body } = await get(`/per-record?rules=${encodeURIComponent(text)}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ rulesText: text });
    expect(body.rules).toBeUndefined();
  });

  it("answers bad rules with invalid-rule, the rule and a message", async () => {
    expect(await get(`/things?${rulesParam("{not json")}`)).toEqual({
      status: 400,
      body: {
        httpCode: 400,
        name: "BadRequestError",
        code: "invalid-rule",
        rule: "{not json",
        message: expect.stringContaining("must be a rule group in JSON"),
      },
    });
    const bad = { field: "title", operator: "greater", value: ["a"] };
    expect(await get(`/things?${rulesParam({ condition: "AND", rules: [bad] })}`)).toMatchObject({
      status: 400,
      body: { code: "invalid-rule", rule: bad, message: expect.stringContaining('"greater"') },
    });
    const me = { field: "answeredBy", operator: "equal", value: ["me"] };
    const anonymous = await app.inject({
      method: "GET",
      url: `/bare?${rulesParam({ condition: "AND", rules: [me] })}`,
    });
    expect(anonymous.json()).toMatchObject({
      code: "invalid-rule",
      rule: me,
      message: 'Field "answeredBy": "me" needs a signed-in contact',
    });
  });
});
