import { describe, expect, it } from "vitest";
import { apiKeyList, deleteApiKey } from "../api-keys/api";
import { calloutList, createResponse, openCallouts, readerCallout } from "../callouts/api";
import { currentUser, updateMyContact } from "../contacts/api";
import { apiRequestUrl } from "./first-requests";

describe("the resource modules' calls", () => {
  it("build the contract's addresses, list parameters included", () => {
    expect(
      apiRequestUrl(apiKeyList({ limit: 25, offset: 50, sort: "createdAt", order: "DESC" })),
    ).toBe("/api/1.0/api-key?limit=25&offset=50&sort=createdAt&order=DESC");
    expect(apiRequestUrl(currentUser())).toBe("/api/1.0/contact/me?with=isReviewer");
    expect(
      apiRequestUrl(
        calloutList({
          with: ["hasAnswered", "responseCount"],
          rules: {
            condition: "AND",
            rules: [{ field: "title", operator: "contains", value: ["x"] }],
          },
        }),
      ),
    ).toBe(
      "/api/1.0/callout?with=hasAnswered&with=responseCount&rules=" +
        encodeURIComponent(
          '{"condition":"AND","rules":[{"field":"title","operator":"contains","value":["x"]}]}',
        ),
    );
  });

  it("ask for a callout's default texts without a variant, and escape ids in paths", () => {
    expect(apiRequestUrl(readerCallout("water", "default"))).toBe(
      "/api/1.0/callout/water?with=form&with=responseViewSchema&with=variantNames&with=hasAnswered",
    );
    expect(readerCallout("water", "de@informal").query?.variant).toBe("de@informal");
    expect(deleteApiKey("a/b").path).toBe("api-key/a%2Fb");
  });

  it("send writes with their method and body, and a captcha token in the query", () => {
    expect(updateMyContact({ firstname: "Ada" })).toEqual({
      method: "PATCH",
      path: "contact/me",
      body: { firstname: "Ada" },
    });
    const answer = { answers: {} };
    expect(createResponse("water", answer, "token")).toMatchObject({
      method: "POST",
      path: "callout/water/responses",
      body: answer,
      query: { captchaToken: "token" },
    });
    expect(openCallouts(3).query).toMatchObject({ sort: "starts", order: "DESC", limit: 3 });
  });
});
