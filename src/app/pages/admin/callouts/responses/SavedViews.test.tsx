// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { ResponseView } from "@core/callouts/view";
import { $notifications } from "@stores/notifications";
import { buttonNamed, press, settle } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import {
  CALLOUT,
  fakeApi,
  json,
  resetPage,
  visit,
  type FakeRequest,
} from "@tests/support/app/callouts";
import { parseListParams } from "@app/router/list-params";
import { RESPONSE_LIST_PARAMS } from "./params";
import { SavedViews } from "./SavedViews";

const ID = CALLOUT.id;
const PATH = `/admin/callouts/view/${ID}/responses`;
const VIEW: ResponseView = {
  id: "5a000000-0000-4000-8000-000000000001",
  calloutId: ID,
  name: "Oldest first",
  rules: null,
  sort: "createdAt",
  order: "ASC",
  bucket: null,
  createdBy: null,
  createdAt: "2026-03-05T10:00:00.000Z",
  updatedAt: "2026-03-05T10:00:00.000Z",
};

let view: Rendered;
let requests: FakeRequest[];

/** The list shown through VIEW, then sorted newest first: changed since the view was applied. */
async function open(patch: () => Response) {
  ({ requests } = fakeApi(({ method, path }) => {
    if (method === "GET" && path === `callout/${ID}/views`) return json(200, [VIEW]);
    if (method === "PATCH" && path === `callout/${ID}/views/${VIEW.id}`) return patch();
    if (method === "DELETE" && path === `callout/${ID}/views/${VIEW.id}`) return json(204);
    if (method === "PUT" && path === `callout/${ID}/views/${VIEW.id}`) return json(200, VIEW);
    return undefined;
  }));
  visit(PATH);
  const params = parseListParams(RESPONSE_LIST_PARAMS, `?view=${VIEW.id}&bucket=all`);
  view = render(
    <SavedViews
      calloutId={ID}
      path={PATH}
      state={{ rules: undefined, params }}
      onSaved={() => undefined}
    />,
  );
  await settle();
}

afterEach(() => {
  view.unmount();
  resetPage();
});

describe("SavedViews: updating the view the list came from", () => {
  it("saves the list's order to it and says so", async () => {
    await open(() => json(200, { ...VIEW, order: "DESC" }));
    await press(buttonNamed(view.container, "Update “Oldest first” to this list"));
    const patch = requests.find((request) => request.method === "PATCH");
    expect(patch?.body).toMatchObject({ sort: "createdAt", order: "DESC", bucket: "" });
    expect($notifications.get()).toMatchObject([
      { title: "The view “Oldest first” now shows this list.", variant: "success" },
    ]);
  });

  it("says a refusal with the server's reason, and can be tried again", async () => {
    await open(() => json(403, { code: "forbidden", message: "No" }));
    await press(buttonNamed(view.container, "Update “Oldest first” to this list"));
    expect($notifications.get()).toMatchObject([
      { title: "The view could not be updated.", variant: "error" },
    ]);
    expect(
      buttonNamed(view.container, "Update “Oldest first” to this list").hasAttribute("disabled"),
    ).toBe(false);
  });
});

describe("SavedViews: Undo", () => {
  const lastToast = () => $notifications.get().at(-1);

  it("puts an updated view's list back as it was", async () => {
    await open(() => json(200, { ...VIEW, order: "DESC" }));
    await press(buttonNamed(view.container, "Update “Oldest first” to this list"));
    await act(async () => lastToast()?.action?.onClick());
    await settle();
    const [, undo] = requests.filter((request) => request.method === "PATCH");
    expect(undo?.body).toEqual({ rules: null, sort: "createdAt", order: "ASC", bucket: null });
    expect(lastToast()).toMatchObject({ title: "The view “Oldest first” is as it was." });
  });

  it("brings a deleted view back under its id, as it was", async () => {
    await open(() => json(200, VIEW));
    await press(buttonNamed(view.container, "Delete “Oldest first”"));
    const dialog = document.querySelector<HTMLElement>("dialog[open]")!;
    await press(buttonNamed(dialog, "Delete view"));
    expect(lastToast()).toMatchObject({ title: "The view “Oldest first” is deleted." });
    await act(async () => lastToast()?.action?.onClick());
    await settle();
    const put = requests.find((request) => request.method === "PUT");
    expect(put?.path).toBe(`callout/${ID}/views/${VIEW.id}`);
    expect(put?.body).toEqual({
      name: "Oldest first",
      rules: null,
      sort: "createdAt",
      order: "ASC",
      bucket: null,
    });
    expect(lastToast()).toMatchObject({ title: "The view “Oldest first” is back." });
  });
});
