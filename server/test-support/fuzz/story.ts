import { Secret, TOTP } from "otpauth";
import { PAYMENT_FLOW_PARAM } from "@core/payments";
import { EXAMPLE } from "../../openapi/examples";
import { TEST_CARD } from "../payments";
import type { CallerName } from "./callers";
import type { FuzzRequest } from "./request-arbitrary";

/** What earlier steps of the story found: ids, tokens, the story's own contact's session. */
export type Found = Record<string, string>;

/**
 * One request of the story: valid, in an order where each one's ids come from earlier answers.
 * `as` "story" is a contact the story makes and signs in, so it may change its own contribution
 * and second factor without touching the fuzz callers.
 */
export interface StoryStep {
  operation: string;
  as: CallerName | "story";
  request: (found: Found) => Partial<FuzzRequest>;
  /** Reads what later steps need from a 2xx answer (and its headers). */
  keep?: (body: unknown, found: Found, headers: Record<string, unknown>) => void;
}

const PASSWORD = "Story-Passw0rd";
const STORY_EMAIL = "fuzz-story@example.org";
const COMPLETE_URL = "/profile/contribution/complete";
const MFA_SECRET = new Secret({ size: 20 }).base32;
const totp = (offsetSeconds: number) =>
  new TOTP({ secret: Secret.fromBase32(MFA_SECRET), algorithm: "SHA1", digits: 6, period: 30 })
    // This step's code to set it up, the next step's to remove it: a second factor takes each
    // step once, and the server accepts one step either side, so a step passing in between
    // changes nothing.
    .generate({ timestamp: Date.now() + offsetSeconds * 1000 });

const field = (body: unknown, name: string): string => {
  const value = (body as Record<string, unknown> | null)?.[name];
  return typeof value === "string" ? value : "";
};
/** The test checkout's token, the last segment of the address the setup step sends to. */
const checkoutToken = (redirectUrl: string) =>
  new URL(redirectUrl, "http://localhost").pathname.split("/").at(-1) ?? "";
const flowId = (returnUrl: string) =>
  new URL(returnUrl, "http://localhost").searchParams.get(PAYMENT_FLOW_PARAM) ?? "";

const contribution = { amount: 5, period: "monthly", payFee: false, prorate: false };
const everyone = {
  condition: "AND",
  rules: [{ field: "email", operator: "equal", value: [STORY_EMAIL] }],
};

/**
 * A member's life and a newsroom's day, as valid requests: the fuzz run plays it first, so
 * every success path it reaches is checked against the document, and its ids feed the pool.
 */
export const STORY: readonly StoryStep[] = [
  // A contact of the story's own, signed in, who pays through the test provider.
  {
    operation: "POST /contact",
    as: "admin",
    request: () => ({
      body: { email: STORY_EMAIL, firstname: "Story", lastname: "Teller", password: PASSWORD },
    }),
    keep: (body, found) => (found.contact = field(body, "id")),
  },
  {
    operation: "POST /auth/login",
    as: "anonymous",
    request: () => ({ body: { email: STORY_EMAIL, password: PASSWORD } }),
    keep: (_, found, headers) => {
      const cookies = [headers["set-cookie"]].flat().map(String);
      found.cookie = cookies.map((cookie) => cookie.split(";")[0]).join("; ");
    },
  },
  {
    operation: "PUT /contact/{id}/role/{role}",
    as: "superadmin",
    request: (found) => ({
      params: { id: found.contact ?? "", role: "admin" },
      body: { dateAdded: "2026-01-01T00:00:00Z" },
    }),
  },
  {
    operation: "DELETE /contact/{id}/role/{role}",
    as: "superadmin",
    request: (found) => ({ params: { id: found.contact ?? "", role: "admin" } }),
  },
  {
    operation: "POST /contact/{id}/mfa",
    as: "story",
    request: () => ({
      params: { id: "me" },
      body: { secret: MFA_SECRET, token: totp(0), type: "totp" },
    }),
  },
  {
    operation: "DELETE /contact/{id}/mfa",
    as: "story",
    request: () => ({ params: { id: "me" }, body: { type: "totp", token: totp(30) } }),
  },
  {
    operation: "POST /contact/{id}/contribution",
    as: "story",
    request: () => ({
      params: { id: "me" },
      body: { ...contribution, paymentMethod: "s_card", completeUrl: COMPLETE_URL },
    }),
    keep: (body, found) => (found.checkout = checkoutToken(field(body, "redirectUrl"))),
  },
  {
    operation: "GET /test-provider/checkout/{id}",
    as: "anonymous",
    request: (found) => ({ params: { id: found.checkout ?? "" } }),
  },
  {
    operation: "POST /test-provider/checkout/{id}",
    as: "anonymous",
    request: (found) => ({
      params: { id: found.checkout ?? "" },
      body: { outcome: "authenticate", ...TEST_CARD },
    }),
  },
  {
    operation: "POST /test-provider/checkout/{id}/authenticate",
    as: "anonymous",
    request: (found) => ({ params: { id: found.checkout ?? "" }, body: { approve: true } }),
    keep: (body, found) => (found.flow = flowId(field(body, "redirectUrl"))),
  },
  {
    operation: "POST /contact/{id}/contribution/complete",
    as: "story",
    request: (found) => ({ params: { id: "me" }, body: { paymentFlowId: found.flow ?? "" } }),
  },
  {
    operation: "POST /contact/{id}/contribution/preview",
    as: "story",
    request: () => ({ params: { id: "me" }, body: contribution }),
  },
  {
    operation: "PATCH /contact/{id}/contribution",
    as: "story",
    request: () => ({ params: { id: "me" }, body: { ...contribution, amount: 6 } }),
  },
  {
    operation: "PUT /contact/{id}/payment-method",
    as: "story",
    request: () => ({
      params: { id: "me" },
      body: { completeUrl: COMPLETE_URL, paymentMethod: "s_card" },
    }),
    keep: (body, found) => (found.methodCheckout = checkoutToken(field(body, "redirectUrl"))),
  },
  {
    operation: "POST /test-provider/checkout/{id}",
    as: "anonymous",
    request: (found) => ({
      params: { id: found.methodCheckout ?? "" },
      body: { outcome: "succeed", ...TEST_CARD },
    }),
    keep: (body, found) => (found.methodFlow = flowId(field(body, "redirectUrl"))),
  },
  {
    operation: "POST /contact/{id}/payment-method/complete",
    as: "story",
    request: (found) => ({ params: { id: "me" }, body: { paymentFlowId: found.methodFlow ?? "" } }),
  },
  {
    operation: "PUT /contact/{id}/payment-method",
    as: "story",
    request: () => ({
      params: { id: "me" },
      body: { completeUrl: COMPLETE_URL, paymentMethod: "s_card" },
    }),
    keep: (body, found) => (found.cancelledCheckout = checkoutToken(field(body, "redirectUrl"))),
  },
  {
    operation: "POST /test-provider/checkout/{id}/cancel",
    as: "anonymous",
    request: (found) => ({ params: { id: found.cancelledCheckout ?? "" } }),
  },
  {
    operation: "POST /contact/{id}/contribution/cancel",
    as: "story",
    request: () => ({ params: { id: "me" }, body: {} }),
  },
  // Joining with a contribution, paid at the test checkout.
  {
    operation: "POST /signup",
    as: "anonymous",
    request: () => ({
      body: {
        email: "fuzz-joiner@example.org",
        loginUrl: "/auth/login",
        setPasswordUrl: "/auth/set-password",
        confirmUrl: "/join/confirm-email",
        contribution: { ...contribution, paymentMethod: "s_card", completeUrl: "/join/complete" },
      },
    }),
    keep: (body, found) => (found.joinCheckout = checkoutToken(field(body, "redirectUrl"))),
  },
  {
    operation: "POST /test-provider/checkout/{id}",
    as: "anonymous",
    request: (found) => ({
      params: { id: found.joinCheckout ?? "" },
      body: { outcome: "succeed", ...TEST_CARD },
    }),
    keep: (body, found) => (found.joinFlow = flowId(field(body, "redirectUrl"))),
  },
  {
    operation: "POST /signup/complete",
    as: "anonymous",
    request: (found) => ({ body: { paymentFlowId: found.joinFlow ?? "" } }),
  },
  // A password link and a device link asked for: their limit (5 in 15 minutes from one
  // address) was at times spent on drawn requests, nearly all invalid, before a valid one came
  // (found by the fuzz at length).
  {
    operation: "POST /reset-password",
    as: "anonymous",
    request: () => ({
      body: { email: "fuzz-joiner@example.org", resetUrl: "http://localhost:3000/auth/reset" },
    }),
  },
  {
    operation: "POST /reset-device",
    as: "anonymous",
    request: () => ({
      body: {
        email: "fuzz-joiner@example.org",
        resetUrl: "http://localhost:3000/auth/reset-device",
        type: "totp",
      },
    }),
  },
  // Bulk changes to contacts, undone.
  {
    operation: "POST /contact-tags",
    as: "admin",
    request: () => ({ body: { name: "Fuzz story" } }),
    keep: (body, found) => (found.contactTag = field(body, "id")),
  },
  {
    operation: "PATCH /contact",
    as: "admin",
    request: (found) => ({
      body: { rules: everyone, updates: { tags: [`+${found.contactTag ?? ""}`] } },
    }),
    keep: (body, found) => (found.contactChange = field(body, "changeId")),
  },
  {
    operation: "POST /contact/changes/{changeId}/undo",
    as: "admin",
    request: (found) => ({ params: { changeId: found.contactChange ?? "" } }),
  },
  {
    operation: "POST /segments",
    as: "admin",
    request: () => ({ body: { name: "Fuzz story", ruleGroup: everyone } }),
    keep: (body, found) => (found.segment = field(body, "id")),
  },
  {
    operation: "PATCH /segments/{id}",
    as: "admin",
    request: (found) => ({
      params: { id: found.segment ?? "" },
      body: { name: "Fuzz story, renamed" },
    }),
  },
  {
    operation: "PUT /segments/{id}",
    as: "admin",
    request: (found) => ({
      params: { id: found.segment ?? "" },
      body: { name: "Fuzz story, replaced", ruleGroup: everyone },
    }),
  },
  {
    operation: "GET /segments/{id}/contacts",
    as: "admin",
    request: (found) => ({ params: { id: found.segment ?? "" } }),
  },
  // Exports and settings as staff use them; a key made for the story and revoked.
  { operation: "GET /payment.csv", as: "admin", request: () => ({}) },
  { operation: "POST /payment.csv", as: "admin", request: () => ({ body: {} }) },
  {
    operation: "PATCH /content/{id}",
    as: "admin",
    request: () => ({ params: { id: "share" }, body: {} }),
  },
  { operation: "PATCH /content/join/setup", as: "admin", request: () => ({ body: {} }) },
  {
    operation: "POST /api-key",
    as: "superadmin",
    request: () => ({ body: { description: "Fuzz story", expires: null } }),
    // The token is `<id>_<secret>`: the key is revoked by its id.
    keep: (body, found) => (found.apiKey = field(body, "token").split("_")[0] ?? ""),
  },
  {
    operation: "DELETE /api-key/{id}",
    as: "admin",
    request: (found) => ({ params: { id: found.apiKey ?? "" } }),
  },
  // Importing contacts.
  {
    operation: "POST /contact-import/preview",
    as: "admin",
    request: () => ({ body: { csv: "email,first\nimported@example.org,Ima\n" } }),
  },
  {
    operation: "POST /contact-import/dry-run",
    as: "admin",
    request: () => ({
      body: {
        csv: "email,first\nimported@example.org,Ima\n",
        mapping: ["email", "firstname"],
        existing: "skip",
      },
    }),
  },
  {
    operation: "POST /contact-import",
    as: "admin",
    request: () => ({
      body: {
        csv: "email,first\nimported@example.org,Ima\n",
        mapping: ["email", "firstname"],
        existing: "skip",
      },
    }),
    keep: (body, found) => (found.import = field(body, "id")),
  },
  {
    operation: "GET /contact-import/{id}",
    as: "admin",
    request: (found) => ({ params: { id: found.import ?? "" } }),
  },
  // A callout answered, then triaged and discussed.
  {
    operation: "PATCH /callout/{id}",
    as: "admin",
    request: () => ({
      params: { id: EXAMPLE.callout },
      // A gallery of the answers in the "review" bucket, for the map step.
      body: {
        allowMultiple: true,
        responseViewSchema: {
          buckets: ["review"],
          titleProp: "slide1.view",
          imageProp: "",
          imageFilter: "",
          links: [],
          gallery: true,
          map: null,
        },
      },
    }),
  },
  {
    operation: "POST /callout/{id}/responses",
    as: "member",
    request: () => ({
      params: { id: EXAMPLE.callout },
      body: { answers: { slide1: { view: "Clear and cold", age: 40 } } },
    }),
    keep: (body, found) => (found.response = field(body, "id")),
  },
  {
    operation: "GET /callout/{id}/responses",
    as: "admin",
    request: () => ({ params: { id: EXAMPLE.callout } }),
    keep: (body, found) => {
      const items = (body as { items?: { id?: string }[] }).items ?? [];
      found.response ||= items[0]?.id ?? "";
    },
  },
  {
    operation: "GET /callout-responses/{id}",
    as: "admin",
    request: (found) => ({ params: { id: found.response ?? "" } }),
  },
  {
    operation: "PATCH /callout-responses/{id}",
    as: "admin",
    request: (found) => ({ params: { id: found.response ?? "" }, body: { bucket: "review" } }),
  },
  {
    operation: "GET /callout-responses/{id}/history",
    as: "admin",
    request: (found) => ({ params: { id: found.response ?? "" } }),
  },
  {
    operation: "GET /callout-responses/{id}/neighbours",
    as: "admin",
    request: (found) => ({ params: { id: found.response ?? "" } }),
  },
  {
    operation: "PATCH /callout-responses",
    as: "admin",
    request: () => ({
      body: {
        rules: {
          condition: "AND",
          rules: [{ field: "bucket", operator: "equal", value: ["review"] }],
        },
        updates: { bucket: "done" },
      },
    }),
    keep: (body, found) => (found.responseChange = field(body, "changeId")),
  },
  {
    operation: "POST /callout-responses/changes/{changeId}/undo",
    as: "admin",
    request: (found) => ({ params: { changeId: found.responseChange ?? "" } }),
  },
  {
    operation: "POST /callout/{id}/responses.xlsx",
    as: "admin",
    request: () => ({ params: { id: EXAMPLE.callout }, body: {} }),
  },
  {
    operation: "GET /callout/{id}/responses.csv",
    as: "admin",
    request: () => ({ params: { id: EXAMPLE.callout } }),
  },
  {
    operation: "GET /callout/{id}/responses.xlsx",
    as: "admin",
    request: () => ({ params: { id: EXAMPLE.callout } }),
  },
  {
    operation: "GET /callout/{id}/responses/map",
    as: "member",
    request: () => ({ params: { id: EXAMPLE.callout } }),
  },
  {
    operation: "POST /callout-response-comments",
    as: "admin",
    request: (found) => ({ body: { responseId: found.response ?? "", text: "Worth a call" } }),
    keep: (body, found) => (found.comment = field(body, "id")),
  },
  {
    operation: "GET /callout-response-comments/{id}",
    as: "admin",
    request: (found) => ({ params: { id: found.comment ?? "" } }),
  },
  {
    operation: "PATCH /callout-response-comments/{id}",
    as: "admin",
    request: (found) => ({ params: { id: found.comment ?? "" }, body: { text: "Called back" } }),
  },
  {
    operation: "DELETE /callout-response-comments/{id}",
    as: "admin",
    request: (found) => ({ params: { id: found.comment ?? "" } }),
  },
];
