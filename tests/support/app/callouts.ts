// Helpers for the callout staff pages' tests; only test files import this module.
import { vi, type MockInstance } from "vitest";
import type { Callout } from "@core/callouts/callout";
import type { Contact, CurrentUser } from "@core/contacts";
import type { FormSchema } from "@core/forms/schema";
import { $notifications, removeNotification } from "@stores/notifications";
import { clearQueries } from "@stores/query";
import { $currentUser } from "@stores/session";

export const json = (status: number, body?: unknown, headers?: HeadersInit) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers });

/** One request the fake server got: method, path under /api/1.0, query and body. */
export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export type FakeHandler = (request: FakeRequest) => Response | Promise<Response> | undefined;

/**
 * `fetch` answered by `handle` (404 when it answers nothing), recording every request, so a
 * test reads what the page asked the API for.
 */
export function fakeApi(handle: FakeHandler): {
  fetch: MockInstance<typeof globalThis.fetch>;
  requests: FakeRequest[];
} {
  const requests: FakeRequest[] = [];
  const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://agora.test");
    const request: FakeRequest = {
      method: init?.method ?? "GET",
      path: url.pathname.replace(/^\/api\/1\.0\//, ""),
      query: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    requests.push(request);
    return (await handle(request)) ?? json(404, { httpCode: 404, message: "Not found" });
  });
  return { fetch, requests };
}

/** The rule group a request sent in `?rules=`. */
export const rulesOf = (request: FakeRequest) => JSON.parse(request.query.get("rules") ?? "null");

/** A page of the API's list envelope. */
export const pageOf = <T>(items: T[], total = items.length, offset = 0) => ({
  total,
  offset,
  count: items.length,
  items,
});

export const contact = (id: string, firstname: string, lastname = "Tester"): Contact => ({
  id,
  email: `${firstname.toLowerCase()}@example.org`,
  firstname,
  lastname,
  displayName: `${firstname} ${lastname}`,
  joined: "2024-03-01T10:00:00.000Z",
  activeRoles: ["member"],
});

export const admin: CurrentUser = {
  ...contact("admin-1", "Robin", "Okafor"),
  activeRoles: ["superadmin"],
  isReviewer: true,
};

export const reviewer: CurrentUser = {
  ...contact("reviewer-1", "Ria", "Reviewer"),
  isReviewer: true,
};

/** A form of two questions on one slide: a choice and a photo. */
export const FORM: FormSchema = {
  slides: [
    {
      id: "report",
      title: "Your report",
      navigation: { nextSlideId: "" },
      components: [
        {
          type: "radio",
          key: "depth",
          label: "How deep?",
          input: true,
          values: [
            { value: "ankle", label: "Ankle-deep" },
            { value: "knee", label: "Knee-deep" },
          ],
        },
        { type: "textarea", key: "what", label: "What happened?", input: true },
        { type: "file", key: "photo", label: "A photo", input: true },
      ],
    },
  ],
} as FormSchema;

export const CALLOUT: Callout = {
  id: "c0ffee00-0000-4000-8000-000000000001",
  slug: "flooding",
  title: "Where does the water stand?",
  excerpt: "Send us a photo of flooding near you.",
  image: "/demo/callouts/flood.svg",
  allowUpdate: false,
  allowMultiple: true,
  hidden: false,
  access: "anonymous",
  captcha: "none",
  status: "open",
  starts: "2026-03-01T09:00:00.000Z",
  expires: null,
  channels: null,
  responseCount: 3,
  formSchema: FORM,
  intro: "<p>Show us.</p>",
  thanksTitle: "Thanks",
  thanksText: "<p>Thanks.</p>",
  thanksRedirect: null,
};

/** Puts a page at an address, as wouter reads it from the browser's location. */
export function visit(path: string, user: CurrentUser | null = admin): void {
  history.replaceState(null, "", path);
  $currentUser.set(user);
}

/** What every page test undoes: the address, answers kept, mocks, the user, toasts. */
export function resetPage(): void {
  history.replaceState(null, "", "/");
  clearQueries();
  vi.restoreAllMocks();
  $currentUser.set(null);
  for (const { id } of $notifications.get()) removeNotification(id);
}
