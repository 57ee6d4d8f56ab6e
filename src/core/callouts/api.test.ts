import { describe, expect, it } from "vitest";
import { apiRequestUrl } from "../api/first-requests";
import {
  bulkUpdateCalloutResponses,
  calloutResponseCount,
  endCallout,
  publishCallout,
  replicateCallout,
  responseNeighbours,
  responsesById,
  responsesExport,
  staffCalloutRules,
  staffCallouts,
  undoResponseChange,
} from "./api";

const rulesOf = (url: string) =>
  JSON.parse(new URL(url, "https://x").searchParams.get("rules") ?? "null");

describe("the staff's calls", () => {
  it("list the callouts the caller reviews, by tab and title", () => {
    expect(staffCalloutRules({ tab: "scheduled", search: "  rent " })).toEqual({
      condition: "AND",
      rules: [
        { field: "canReview", operator: "equal", value: [true] },
        { field: "status", operator: "equal", value: ["scheduled"] },
        { field: "title", operator: "contains", value: ["rent"] },
      ],
    });
    expect(staffCalloutRules({ tab: "all", search: " " }).rules).toHaveLength(1);
    const url = apiRequestUrl(staffCallouts({ tab: "open" }, { limit: 25, sort: "title" }));
    expect(url).toMatch(
      /^\/api\/1\.0\/callout\?sort=title&order=DESC&limit=25&with=responseCount&rules=/,
    );
  });

  it("act on a callout's status by the server's clock", () => {
    expect(publishCallout("c1")).toEqual({
      method: "PATCH",
      path: "callout/c1",
      body: { starts: "now" },
      query: undefined,
    });
    expect(endCallout("c1").body).toEqual({ expires: "now" });
    expect(replicateCallout("c1")).toMatchObject({
      method: "POST",
      path: "callout",
      query: { fromId: "c1" },
      body: { starts: null, expires: null },
    });
  });

  it("count, change and undo responses by their rules", () => {
    const pinned = responsesById("c1", ["r1", "r2"]);
    expect(pinned.rules[0]).toEqual({ field: "calloutId", operator: "equal", value: ["c1"] });
    expect(
      bulkUpdateCalloutResponses({ rules: pinned, updates: { bucket: "trash" } }),
    ).toMatchObject({
      method: "PATCH",
      path: "callout-responses",
    });
    const count = apiRequestUrl(calloutResponseCount("c1", pinned));
    expect(count).toMatch(/^\/api\/1\.0\/callout\/c1\/responses\?limit=0&rules=/);
    expect(rulesOf(count)).toEqual(pinned);
    expect(undoResponseChange("ch 1").path).toBe("callout-responses/changes/ch%201/undo");
    expect(apiRequestUrl(responseNeighbours("r1", { sort: "createdAt", order: "DESC" }))).toBe(
      "/api/1.0/callout-responses/r1/neighbours?sort=createdAt&order=DESC",
    );
  });

  it("give an export's address with its filter", () => {
    expect(apiRequestUrl(responsesExport("water", "xlsx"))).toBe(
      "/api/1.0/callout/water/responses.xlsx",
    );
    const url = apiRequestUrl(responsesExport("water", "csv", responsesById("c1", ["r1"])));
    expect(url.startsWith("/api/1.0/callout/water/responses.csv?rules=")).toBe(true);
  });
});
