import type { FastifyRequest } from "fastify";
import { object, string } from "superstruct";
import { describe, expect, it } from "vitest";
import type { RouteDoc } from "../openapi/route-doc";
import { checkedParam, idParam } from "./params";
import { checkedBody } from "./route";

const Body = object({ name: string() });

/** A request as a route's handler gets it, its input checked against `doc`. */
function requestOf(params: object, body: unknown, doc: Partial<RouteDoc>): FastifyRequest {
  const routeOptions = { url: "/thing/:id", config: { doc } };
  // Only what the helpers read: the checked input and the route's declaration.
  return { method: "POST", params, body, routeOptions } as unknown as FastifyRequest;
}

describe("reading a route's checked input", () => {
  it("reads the params the route declares, and refuses to make one up", () => {
    const request = requestOf({ id: "a", tagId: "b" }, undefined, {});
    expect(idParam(request)).toBe("a");
    expect(checkedParam(request, "tagId")).toBe("b");
    expect(() => checkedParam(request, "viewId")).toThrow("This route declares no :viewId");
  });

  it("reads the body its declared struct checked, and no other", () => {
    const body = { name: "x" };
    expect(checkedBody(requestOf({}, body, { body: Body }), Body)).toBe(body);
    expect(() => checkedBody(requestOf({}, body, { body: object({}) }), Body)).toThrow(
      "POST /thing/:id does not check that body",
    );
    const handlerParses = { body: Body, bodyDependsOn: "the query" };
    expect(() => checkedBody(requestOf({}, body, handlerParses), Body)).toThrow(
      "does not check that body",
    );
  });
});
