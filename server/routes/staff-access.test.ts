import { describe, expect, it } from "vitest";
import type {
  Callout,
  CalloutReviewer,
  CalloutTag,
  ResponseChangeResult,
  ResponseComment,
  ResponseView,
} from "@core/callouts";
import { testDatabasePerFile } from "../test-support/database";
import { STAFF_CALLERS, staffFixture, type StaffCaller } from "../test-support/staff";

/**
 * Each staff route of one callout, called by every kind of caller on fresh records: its staff
 * (its reviewer, admins, an API key) get through; a reviewer of another callout, a member and
 * nobody never do. The access matrix checks the routes' levels; this checks the callout.
 */
const database = testDatabasePerFile();
const { ids, call, ok, reviewedCallout, responses } = staffFixture(database);

interface Fixture {
  callout: Callout;
  responseId: string;
  tag: CalloutTag;
  other: CalloutTag;
  comment: ResponseComment;
  view: ResponseView;
  reviewer: CalloutReviewer;
  changeId: string;
}

/** A callout reviewed by `reviewer`, with one of everything its staff routes touch. */
async function fixture(): Promise<Fixture> {
  const callout = await reviewedCallout();
  const [responseId] = await responses(callout.id, [{ answers: { slide1: { view: "x" } } }]);
  if (!responseId) throw new Error("no response");
  const tag = await ok<CalloutTag>("admin", "POST", `/callout/${callout.id}/tags`, { name: "A" });
  const other = await ok<CalloutTag>("admin", "POST", `/callout/${callout.id}/tags`, { name: "B" });
  const comment = await ok<ResponseComment>("admin", "POST", "/callout-response-comments", {
    responseId,
    text: "Note",
  });
  const view = await ok<ResponseView>("admin", "POST", `/callout/${callout.id}/views`, {
    name: "All",
  });
  const [reviewer] = await ok<CalloutReviewer[]>(
    "admin",
    "GET",
    `/callout/${callout.id}/reviewers`,
  );
  const change = await ok<ResponseChangeResult>(
    "admin",
    "PATCH",
    `/callout-responses/${responseId}`,
    {
      bucket: "verified",
    },
  );
  if (!reviewer || !change.changeId) throw new Error("no reviewer or change");
  return { callout, responseId, tag, other, comment, view, reviewer, changeId: change.changeId };
}

type Route = [
  name: string,
  request: (f: Fixture) => {
    method: "GET" | "POST" | "PATCH" | "DELETE";
    url: string;
    payload?: object;
  },
];

const STAFF_ROUTES: Route[] = [
  ["list reviewers", (f) => ({ method: "GET", url: `/callout/${f.callout.id}/reviewers` })],
  [
    "read a reviewer",
    (f) => ({ method: "GET", url: `/callout/${f.callout.id}/reviewers/${f.reviewer.id}` }),
  ],
  [
    "list tags",
    (f) => ({ method: "GET", url: `/callout/${f.callout.id}/tags?with=responseCount` }),
  ],
  [
    "create a tag",
    (f) => ({ method: "POST", url: `/callout/${f.callout.id}/tags`, payload: { name: "New" } }),
  ],
  ["read a tag", (f) => ({ method: "GET", url: `/callout/${f.callout.id}/tags/${f.tag.id}` })],
  [
    "rename a tag",
    (f) => ({
      method: "PATCH",
      url: `/callout/${f.callout.id}/tags/${f.tag.id}`,
      payload: { name: "C" },
    }),
  ],
  ["delete a tag", (f) => ({ method: "DELETE", url: `/callout/${f.callout.id}/tags/${f.tag.id}` })],
  [
    "merge tags",
    (f) => ({
      method: "POST",
      url: `/callout/${f.callout.id}/tags/${f.tag.id}/merge`,
      payload: { tagIds: [f.other.id] },
    }),
  ],
  ["list views", (f) => ({ method: "GET", url: `/callout/${f.callout.id}/views` })],
  [
    "create a view",
    (f) => ({ method: "POST", url: `/callout/${f.callout.id}/views`, payload: { name: "New" } }),
  ],
  ["read a view", (f) => ({ method: "GET", url: `/callout/${f.callout.id}/views/${f.view.id}` })],
  [
    "change a view",
    (f) => ({
      method: "PATCH",
      url: `/callout/${f.callout.id}/views/${f.view.id}`,
      payload: { name: "Renamed" },
    }),
  ],
  [
    "delete a view",
    (f) => ({ method: "DELETE", url: `/callout/${f.callout.id}/views/${f.view.id}` }),
  ],
  ["export CSV", (f) => ({ method: "GET", url: `/callout/${f.callout.id}/responses.csv` })],
  ["export XLSX", (f) => ({ method: "GET", url: `/callout/${f.callout.id}/responses.xlsx` })],
  [
    "triage a response",
    (f) => ({
      method: "PATCH",
      url: `/callout-responses/${f.responseId}`,
      payload: { bucket: "trash" },
    }),
  ],
  [
    "triage in bulk",
    (f) => ({
      method: "PATCH",
      url: "/callout-responses",
      payload: {
        rules: {
          condition: "AND",
          rules: [{ field: "calloutId", operator: "equal", value: [f.callout.id] }],
        },
        updates: { bucket: "trash" },
      },
    }),
  ],
  [
    "undo a change",
    (f) => ({ method: "POST", url: `/callout-responses/changes/${f.changeId}/undo` }),
  ],
  ["read a history", (f) => ({ method: "GET", url: `/callout-responses/${f.responseId}/history` })],
  [
    "read neighbours",
    (f) => ({ method: "GET", url: `/callout-responses/${f.responseId}/neighbours` }),
  ],
  [
    "comment",
    (f) => ({
      method: "POST",
      url: "/callout-response-comments",
      payload: { responseId: f.responseId, text: "Hi" },
    }),
  ],
  ["read a comment", (f) => ({ method: "GET", url: `/callout-response-comments/${f.comment.id}` })],
  [
    "edit an admin's comment",
    (f) => ({
      method: "PATCH",
      url: `/callout-response-comments/${f.comment.id}`,
      payload: { text: "Edited" },
    }),
  ],
  [
    "delete an admin's comment",
    (f) => ({ method: "DELETE", url: `/callout-response-comments/${f.comment.id}` }),
  ],
];

const ADMIN_ROUTES: Route[] = [
  [
    "add a reviewer",
    (f) => ({
      method: "POST",
      url: `/callout/${f.callout.id}/reviewers`,
      payload: { contactId: ids.member },
    }),
  ],
  [
    "remove a reviewer",
    (f) => ({ method: "DELETE", url: `/callout/${f.callout.id}/reviewers/${f.reviewer.id}` }),
  ],
  [
    "find reviewers",
    (f) => ({ method: "GET", url: `/callout/${f.callout.id}/reviewer-candidates?search=mia` }),
  ],
];

/** What each caller gets: a success, or the refusal's status (some routes may say either). */
function expected(who: StaffCaller, name: string, adminOnly: boolean): number[] | "success" {
  if (who === "anonymous") return adminOnly ? [403] : [401];
  if (who === "member") return [403];
  if (who === "otherReviewer") return adminOnly ? [403] : [403, 404];
  if (who === "reviewer") {
    if (adminOnly) return [403];
    // Only their own comments; the fixture's is an admin's.
    return name.includes("admin's comment") ? [403] : "success";
  }
  // An API key without a contact cannot sign a comment.
  if (who === "apiKey" && name === "comment") return [400];
  return "success";
}

describe("a callout's staff routes", () => {
  for (const [routes, adminOnly] of [
    [STAFF_ROUTES, false],
    [ADMIN_ROUTES, true],
  ] as const) {
    for (const [name, request] of routes) {
      it(`${name}: its staff only`, async () => {
        const outcomes: Record<string, string> = {};
        const wrong: string[] = [];
        // A read changes nothing: every caller of a GET route meets the same records.
        let shared: Fixture | undefined;
        for (const who of STAFF_CALLERS) {
          const records = shared ?? (await fixture());
          const { method, url, payload } = request(records);
          if (method === "GET") shared = records;
          const response = await call(who, method, url, payload);
          const want = expected(who, name, adminOnly);
          const good =
            want === "success"
              ? response.statusCode >= 200 && response.statusCode < 300
              : want.includes(response.statusCode);
          outcomes[who] = String(response.statusCode);
          if (!good)
            wrong.push(
              `${who} ${method} ${url}: ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
        }
        expect(wrong, JSON.stringify(outcomes)).toEqual([]);
      });
    }
  }
});
