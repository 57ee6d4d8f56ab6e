import { afterEach, describe, expect, it, vi } from "vitest";
import { read, write } from "@core/api/call";
import type { CurrentUser } from "@core/contacts";
import { api } from "../api";
import { $currentUser, loadCurrentUser } from ".";

const member: CurrentUser = {
  id: "c1",
  email: "a@b.org",
  firstname: "Ada",
  lastname: "B",
  displayName: "Ada B",
  joined: "2024-03-01T10:00:00.000Z",
  activeRoles: ["member"],
  isReviewer: false,
};

function answer(status: number, body?: unknown) {
  return vi
    .spyOn(globalThis, "fetch")
    .mockResolvedValue(new Response(body ? JSON.stringify(body) : null, { status }));
}

describe("session store", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    $currentUser.set(null);
  });

  it("loads the current user with the reviewer flag", async () => {
    const fetch = answer(200, member);
    await loadCurrentUser();
    expect($currentUser.get()).toEqual(member);
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/1.0/contact/me?with=isReviewer");
  });

  it("treats a 401 as nobody signed in", async () => {
    answer(401, { httpCode: 401, name: "UnauthorizedError" });
    await expect(loadCurrentUser()).resolves.toBeNull();
  });

  it("forgets the user when any call answers 401", async () => {
    $currentUser.set(member);
    answer(401, { httpCode: 401 });
    await api.send(read("content/profile")).catch(() => undefined);
    expect($currentUser.get()).toBeNull();
  });

  it("keeps the user when a 401 only says a code was wrong", async () => {
    $currentUser.set(member);
    answer(401, { httpCode: 401, code: "invalid-token" });
    await api.send(write("POST", "contact/me/mfa", {})).catch(() => undefined);
    expect($currentUser.get()).toEqual(member);
  });
});
