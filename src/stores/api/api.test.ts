import { i18n } from "@lingui/core";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { read, write } from "@core/api/call";
import { $notifications } from "../notifications";
import { api } from ".";

const answer = (status: number) =>
  vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(null, { status }));

describe("the app's API client", () => {
  beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
  afterEach(() => {
    vi.restoreAllMocks();
    $notifications.set([]);
  });

  it.each([500, 502, 503])("tells the person when the server fails (%i)", async (status) => {
    answer(status);
    await expect(api.send(read("content/general"))).rejects.toMatchObject({ status });
    expect($notifications.get()).toMatchObject([
      {
        variant: "error",
        title: "Oops, something went wrong! Contact support if this happens again.",
      },
    ]);
  });

  it("says it once when calls fail together", async () => {
    answer(500);
    await Promise.allSettled([
      api.send(read("contact")),
      api.send(read("segments")),
      api.send(read("contact-tags")),
    ]);
    expect($notifications.get()).toHaveLength(1);
  });

  it("stays quiet about errors the page handles itself", async () => {
    answer(400);
    await expect(api.send(write("POST", "contact", {}))).rejects.toMatchObject({ status: 400 });
    expect($notifications.get()).toEqual([]);
  });

  it("sends its version", async () => {
    const fetch = answer(204);
    await api.send(read("health"));
    expect(fetch.mock.calls[0]?.[1]?.headers).toMatchObject({
      "X-Agora-Version": __AGORA_VERSION__,
    });
  });
});
