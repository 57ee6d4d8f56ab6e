// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "@core/api/client";
import { write } from "@core/api/call";
import { apiRequestUrl } from "@core/api/first-requests";
import { PREFETCHED_ID } from "@core/api/prefetched";
import { currentUser } from "@core/contacts/api";
import { generalContent } from "@core/content/api";
import { fetchWithPrefetched, resetPrefetched } from "./prefetched";

function pageBrings(answers: object) {
  const script = document.createElement("script");
  script.type = "application/json";
  script.id = PREFETCHED_ID;
  script.textContent = JSON.stringify(answers);
  document.body.append(script);
}

afterEach(() => {
  document.body.innerHTML = "";
  resetPrefetched();
  vi.restoreAllMocks();
});

describe("answers the page brought", () => {
  it("answer the API client's first GET of their address, then the network does", async () => {
    pageBrings({
      [apiRequestUrl(generalContent())]: { status: 200, body: { organisationName: "The Ledger" } },
      [apiRequestUrl(currentUser())]: { status: 401, body: { httpCode: 401 } },
    });
    const network = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(new Response(JSON.stringify({ organisationName: "Fresh" })));
    const api = createApiClient({ fetch: fetchWithPrefetched });

    expect(await api.send(generalContent())).toEqual({ organisationName: "The Ledger" });
    await expect(api.send(currentUser())).rejects.toMatchObject({
      status: 401,
    });
    expect(network).not.toHaveBeenCalled();

    expect(await api.send(generalContent())).toEqual({ organisationName: "Fresh" });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("never answer a write, nor a page without any", async () => {
    pageBrings({ [apiRequestUrl(generalContent())]: { status: 200, body: {} } });
    const network = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async () => new Response("{}"));
    const api = createApiClient({ fetch: fetchWithPrefetched });
    await api.send(write("PATCH", "content/general", { organisationName: "x" }));
    expect(network).toHaveBeenCalledTimes(1);
    document.body.innerHTML = "";
    resetPrefetched();
    await api.send(generalContent());
    expect(network).toHaveBeenCalledTimes(2);
  });
});
