import { describe, expect, it, vi } from "vitest";
import { ApiError, isApiError } from "./api-error";
import { MAX_RULES_QUERY_LENGTH } from "../rules/query-limit";
import { listRead, read, write } from "./call";
import { createApiClient } from "./client";

function respond(status: number, body?: unknown) {
  const text = body === undefined ? "" : typeof body === "string" ? body : JSON.stringify(body);
  return vi.fn<typeof fetch>(async () => new Response(status === 204 ? null : text, { status }));
}

describe("api client", () => {
  it("calls /api/1.0 with credentials, JSON and the version header", async () => {
    const fetch = respond(200, { ok: true });
    const api = createApiClient({ fetch, version: "1.2.3" });
    const result = await api.send(write("POST", "content/general", { a: 1 }, { with: ["x", "y"] }));

    expect(result).toEqual({ ok: true });
    const [url, init = {}] = fetch.mock.calls[0] ?? [];

    expect(url).toBe("/api/1.0/content/general?with=x&with=y");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("include");
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({
      "Content-Type": "application/json",
      Accept: "application/json",
      "X-Agora-Version": "1.2.3",
    });
  });

  it("serialises dates and rule objects in the query, and leaves out empty values", async () => {
    const fetch = respond(200, {});
    const api = createApiClient({ fetch, baseUrl: "https://x.org/api/1.0/" });
    await api.send(
      read("stats", {
        from: new Date("2025-01-31T12:00:00.000Z"),
        rules: { condition: "AND", rules: [] },
        skip: undefined,
      }),
    );
    expect(fetch.mock.calls[0]?.[0]).toBe(
      "https://x.org/api/1.0/stats?from=2025-01-31T12%3A00%3A00.000Z&rules=%7B%22condition%22%3A%22AND%22%2C%22rules%22%3A%5B%5D%7D",
    );
  });

  it("sends a list whose rules a URL cannot carry to its POST …/search, as the query's values", async () => {
    const fetch = respond(200, {});
    const api = createApiClient({ fetch });
    const rule = (value: string) => ({ field: "email", operator: "equal", value: [value] });
    const short = { condition: "AND", rules: [rule("a@example.org")] };
    const long = { condition: "OR", rules: Array.from({ length: 5 }, () => rule("x".repeat(900))) };
    expect(JSON.stringify(long).length).toBeGreaterThan(MAX_RULES_QUERY_LENGTH);

    await api.send(listRead("contact", { limit: 10, with: ["tags"], rules: short }));
    expect(fetch.mock.calls[0]?.[0]).toMatch(/^\/api\/1\.0\/contact\?limit=10&with=tags&rules=/);
    expect(fetch.mock.calls[0]?.[1]?.method).toBe("GET");

    await api.send(
      listRead("contact", { limit: 10, with: ["tags"], rules: long, sort: undefined }),
    );
    const [url, init = {}] = fetch.mock.calls[1] ?? [];
    expect(url).toBe("/api/1.0/contact/search");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({
      limit: "10",
      with: ["tags"],
      rules: JSON.stringify(long),
    });
  });

  it("answers undefined for an empty body", async () => {
    const api = createApiClient({ fetch: respond(204) });
    await expect(api.send(write("DELETE", "notice/1"))).resolves.toBeUndefined();
  });

  it("turns an error answer into an ApiError with message, code, errors and status", async () => {
    const onError = vi.fn();
    const body = {
      httpCode: 400,
      name: "BadRequestError",
      message: "Invalid body",
      code: "duplicate-email",
      errors: [{ property: "email", constraints: { isEmail: "bad" } }],
    };
    const api = createApiClient({ fetch: respond(400, body), onError });
    const error = await api.send(write("POST", "contact", {})).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: "BadRequestError",
      message: "Invalid body",
      code: "duplicate-email",
      status: 400,
      errors: body.errors,
    });
    expect(onError).toHaveBeenCalledWith(error);
    expect(isApiError(error, ["duplicate-email"])).toBe(true);
    expect(isApiError(error, ["login-failed"])).toBe(false);
  });

  it("keeps the reason a callout refused a response", async () => {
    const body = { code: "invalid-callout-response", subCode: "closed", message: "Closed" };
    const api = createApiClient({ fetch: respond(400, body) });
    const error = await api.send(write("POST", "callout/x/responses", {})).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "invalid-callout-response", subCode: "closed" });
  });

  it.each([
    [401, "UnauthorizedError"],
    [403, "ForbiddenError"],
    [404, "NotFoundError"],
    [409, "ConflictError"],
    [422, "ValidationError"],
    [429, "TooManyRequestsError"],
    [500, "InternalServerError"],
    [502, "BadGatewayError"],
    [503, "ServiceUnavailableError"],
    [504, "GatewayTimeoutError"],
    [507, "ServerError"],
    [418, "ClientError"],
  ])("names status %i %s and defaults the message", async (status, name) => {
    const api = createApiClient({ fetch: respond(status) });
    const error = await api.send(read("x")).catch((e: unknown) => e);
    expect(error).toMatchObject({ name, status, message: "Unknown error", errors: [] });
  });

  it("reports a network failure as status 0", async () => {
    const onError = vi.fn();
    const offline = vi.fn<typeof globalThis.fetch>(async () => {
      throw new TypeError("Failed to fetch");
    });
    const api = createApiClient({ fetch: offline, onError });
    const error = await api.send(read("health")).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, name: "NetworkError", message: "Failed to fetch" });
    expect(onError).toHaveBeenCalledOnce();
  });
});
