// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { Callout } from "@core/callouts/callout";
import type { CalloutResponse } from "@core/callouts/response";
import { buttonNamed, fillIn, settle } from "@tests/support/ui/form";
import { keyHint } from "@ui/shortcuts/styles";
import { render, type Rendered } from "@ui/testing/render";
import {
  CALLOUT,
  admin,
  contact,
  fakeApi,
  json,
  pageOf,
  resetPage,
  rulesOf,
  visit,
  type FakeRequest,
} from "@tests/support/app/callouts";
import ResponsePage from "./ResponsePage";

const ID = CALLOUT.id;
const RID = "re000000-0000-4000-8000-000000000002";
const NEXT = "re000000-0000-4000-8000-000000000003";
const PREVIOUS = "re000000-0000-4000-8000-000000000001";
const TAGS = [
  { id: "7a000000-0000-4000-8000-000000000001", name: "Checked", description: "" },
  { id: "7a000000-0000-4000-8000-000000000002", name: "Follow up", description: "" },
];
const PAT = contact("9a000000-0000-4000-8000-000000000001", "Pat");

const RESPONSE: CalloutResponse = {
  id: RID,
  number: 2,
  createdAt: "2026-03-05T10:00:00.000Z",
  updatedAt: "2026-03-05T10:00:00.000Z",
  bucket: "",
  guestName: "Gil Guest",
  guestEmail: "gil@example.org",
  contact: null,
  assignee: null,
  tags: [],
  answers: {
    report: {
      depth: "knee",
      what: "The water rose.",
      photo: [{ url: "/api/1.0/images/abc", name: "street.jpg" }],
    },
  },
};

let view: Rendered;
let requests: FakeRequest[];

function serve(
  response = RESPONSE,
  callout: Callout = CALLOUT,
  refuse: (path: string) => Response | undefined = () => undefined,
) {
  ({ requests } = fakeApi((request) => {
    const { method, path } = request;
    const refused = refuse(path);
    if (refused) return refused;
    if (path === `callout/${ID}`) return json(200, callout);
    if (path === `callout/${ID}/tags`) return json(200, TAGS);
    if (path === `callout/${ID}/reviewers`) {
      return json(200, [{ id: "rv1", contact: PAT, createdAt: "2026-03-01T00:00:00.000Z" }]);
    }
    if (method === "GET" && path === `callout-responses/${RID}`) return json(200, response);
    if (method === "PATCH" && path === `callout-responses/${RID}`) {
      return json(200, { ...response, changeId: "ch1" });
    }
    if (path === `callout-responses/${RID}/neighbours`) {
      return json(200, { previous: PREVIOUS, next: NEXT, position: 2, total: 5 });
    }
    if (path === `callout-responses/${RID}/history`) return json(200, []);
    if (path === "callout-response-comments") return json(200, pageOf([]));
    return undefined;
  }));
}

async function open(
  search = "?bucket=inbox&sort=number",
  response = RESPONSE,
  callout: Callout = CALLOUT,
) {
  serve(response, callout);
  visit(`/admin/callouts/view/${ID}/responses/${RID}${search}`, admin);
  view = render(<ResponsePage params={{ id: ID, rid: RID }} />);
  await settle();
}

/** A key pressed on the page, or on an element of it. */
async function press(key: string, target: EventTarget = document.body) {
  act(() => {
    target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, cancelable: true }));
  });
  await settle();
}

const patches = () =>
  requests.filter((request) => request.method === "PATCH").map((request) => request.body);
const status = () => view.container.querySelector('p[role="status"]')?.textContent;
const openDialog = () => view.container.querySelector<HTMLDialogElement>("dialog[open]");

/** The callout with a map of its verified responses, placed by the answer to "Where?". */
const MAPPED: Callout = {
  ...CALLOUT,
  formSchema: {
    slides: [
      {
        ...CALLOUT.formSchema!.slides[0]!,
        components: [
          ...CALLOUT.formSchema!.slides[0]!.components,
          { type: "address", key: "where", label: "Where?", input: true, defaultValue: null },
        ],
      },
    ],
  },
  responseViewSchema: {
    buckets: ["verified"],
    titleProp: "report.what",
    imageProp: "report.photo",
    imageFilter: "",
    links: [],
    gallery: false,
    map: {
      style: "https://tiles.example.org/{z}/{x}/{y}.png",
      center: [-2.6, 51.45],
      bounds: [
        [-2.7, 51.4],
        [-2.5, 51.5],
      ],
      minZoom: 10,
      maxZoom: 18,
      initialZoom: 13,
      addressProp: "report.where",
      addressPattern: "",
      addressPatternProp: "",
    },
  },
};
const PLACED: CalloutResponse = {
  ...RESPONSE,
  bucket: "verified",
  answers: {
    report: {
      ...RESPONSE.answers!.report,
      where: {
        formatted_address: "Quay Street",
        geometry: { location: { lat: 51.45, lng: -2.59 } },
      },
    },
  },
};
const mapLink = () =>
  [...view.container.querySelectorAll("a")].find((link) => link.textContent === "View on map");

afterEach(() => {
  view.unmount();
  resetPage();
});

describe("ResponsePage", () => {
  it("says when the response could not load, and loads it on Try again", async () => {
    let down = true;
    const unavailable = () => json(503, { httpCode: 503, name: "ServiceUnavailableError" });
    serve(RESPONSE, CALLOUT, (path) =>
      down && path === `callout-responses/${RID}` ? unavailable() : undefined,
    );
    visit(`/admin/callouts/view/${ID}/responses/${RID}?bucket=inbox`, admin);
    view = render(<ResponsePage params={{ id: ID, rid: RID }} />);
    await settle();
    const alert = () => view.container.querySelector('[role="alert"]');
    expect(alert()?.textContent).toContain("The response could not be loaded");
    expect(alert()?.querySelector('a[href^="/admin/callouts/view/"]')?.textContent).toBe(
      "Back to the responses",
    );
    down = false;
    act(() => buttonNamed(alert() as HTMLElement, "Try again").click());
    await settle();
    expect(view.container.textContent).toContain("Comments");
    expect(alert()).toBeNull();
  });

  it("says a response that is not there is not found, with the way back and no retry", async () => {
    serve(RESPONSE, CALLOUT, (path) =>
      path === `callout-responses/${RID}` ? json(404, { httpCode: 404 }) : undefined,
    );
    visit(`/admin/callouts/view/${ID}/responses/${RID}?bucket=inbox`, admin);
    view = render(<ResponsePage params={{ id: ID, rid: RID }} />);
    await settle();
    const alert = view.container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain("Response not found");
    expect(alert?.querySelector("button")).toBeNull();
  });

  it("says when the history could not load, and loads it on Try again", async () => {
    let down = true;
    serve(RESPONSE, CALLOUT, (path) =>
      down && path.endsWith("/history") ? json(503, { httpCode: 503 }) : undefined,
    );
    visit(`/admin/callouts/view/${ID}/responses/${RID}?bucket=inbox`, admin);
    view = render(<ResponsePage params={{ id: ID, rid: RID }} />);
    await settle();
    const history = () =>
      view.container.querySelector('section[aria-labelledby="response-history"]')!;
    expect(history().querySelector('[role="alert"]')?.textContent).toContain(
      "The history could not be loaded.",
    );
    down = false;
    act(() => buttonNamed(history() as HTMLElement, "Try again").click());
    await settle();
    expect(history().querySelector('[role="alert"]')).toBeNull();
  });

  it("links a response with a place on the callout's map to the map, centred on it", async () => {
    await open("?bucket=verified", PLACED, MAPPED);
    expect(mapLink()?.getAttribute("href")).toBe("/callouts/flooding/map?response=2");
  });

  it("links a response of a bucket the public map hides to the staff's map of its bucket", async () => {
    await open("?bucket=inbox", { ...PLACED, bucket: "" }, MAPPED);
    expect(mapLink()?.getAttribute("href")).toBe("/callouts/flooding/map?response=2&bucket=");
  });

  it("offers no map for a response without a place, or a callout without a map", async () => {
    const nowhere = {
      formatted_address: "Somewhere",
      geometry: null,
    };
    const unplaced = {
      ...PLACED,
      answers: { report: { ...PLACED.answers!.report, where: nowhere } },
    };
    await open("?bucket=verified", unplaced, MAPPED);
    expect(view.container.textContent).toContain("Response 2");
    expect(mapLink()).toBeUndefined();
    view.unmount();
    resetPage();
    await open("?bucket=verified", PLACED, CALLOUT);
    expect(mapLink()).toBeUndefined();
  });

  it("goes through the list it was opened from: n of N, previous and next by j and k", async () => {
    await open();
    const neighbours = requests.find((request) => request.path.endsWith("/neighbours"))!;
    expect(neighbours.query.get("sort")).toBe("number");
    expect(rulesOf(neighbours).rules).toHaveLength(1);
    expect(view.container.textContent).toContain("2 of 5");

    await press("j");
    expect(location.pathname).toBe(`/admin/callouts/view/${ID}/responses/${NEXT}`);
    expect(new URLSearchParams(location.search).get("bucket")).toBe("inbox");
    await press("k");
    expect(location.pathname).toBe(`/admin/callouts/view/${ID}/responses/${PREVIOUS}`);
  });

  it("moves it to a bucket by number key, and says so", async () => {
    await open();
    await press("2");
    expect(patches()).toEqual([{ bucket: "verified" }]);
    expect(status()).toBe("Moved to Verified.");
    await press("1");
    expect(patches()).toHaveLength(1);
    expect(status()).toBe("It is in Inbox already.");
  });

  it("shows each bucket's key as a key, not a count, outside the button's name", async () => {
    await open();
    const bucket = view.container.querySelector<HTMLElement>('[aria-keyshortcuts="2"]')!;
    expect(bucket.textContent).toBe("Verified2");
    const key = bucket.querySelector("kbd")!;
    expect(key.textContent).toBe("2");
    expect(key.getAttribute("aria-hidden")).toBe("true");
    expect(key.className).toBe(keyHint);
  });

  it("tags with t: type, Enter ticks the first match", async () => {
    await open();
    await press("t");
    const dialog = openDialog()!;
    const search = dialog.querySelector<HTMLInputElement>('input[type="text"]')!;
    expect(document.activeElement).toBe(search);
    fillIn(search, "foll");
    await press("Enter", search);
    expect(patches()).toEqual([{ tags: [`+${TAGS[1]!.id}`] }]);
    expect(dialog.textContent).toContain("Tagged “Follow up”.");
  });

  it("assigns with a (to the first match) and m (to me)", async () => {
    await open();
    await press("a");
    const search = openDialog()!.querySelector<HTMLInputElement>('input[type="text"]')!;
    fillIn(search, "pat");
    await press("Enter", search);
    expect(patches()).toEqual([{ assigneeId: PAT.id }]);
    expect(openDialog()).toBeNull();
    await press("m");
    expect(patches()[1]).toEqual({ assigneeId: admin.id });
  });

  it("lists the keys on ?, and ignores them while a field is typed in", async () => {
    await open();
    await press("?");
    const dialog = openDialog()!;
    expect(dialog.textContent).toContain("Keyboard shortcuts");
    expect(dialog.textContent).toContain("jNext response");
    act(() => dialog.close());
    await settle();

    const field = document.createElement("input");
    view.container.append(field);
    await press("2", field);
    await press("j", field);
    expect(patches()).toEqual([]);
    expect(location.pathname).toBe(`/admin/callouts/view/${ID}/responses/${RID}`);
  });

  it("shows the answers for reading, pictures as buttons that open them large", async () => {
    await open();
    const text = view.container.textContent;
    expect(text).toContain("How deep?Knee-deep");
    expect(text).toContain("Gil Guest");
    const picture = view.container.querySelector<HTMLButtonElement>(
      'button[aria-label="Open the picture street.jpg"]',
    )!;
    expect(picture.querySelector("img")?.getAttribute("src")).toBe("/api/1.0/images/abc?w=320");
    act(() => picture.click());
    await settle();
    expect(openDialog()?.querySelector("img")?.getAttribute("alt")).toBe("street.jpg");
  });

  it("opened on its own, it takes the list of its own bucket", async () => {
    await open("");
    expect(new URLSearchParams(location.search).get("bucket")).toBe("inbox");
  });
});
