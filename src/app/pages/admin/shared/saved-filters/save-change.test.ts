import { i18n } from "@lingui/core";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ApiError } from "@core/api/api-error";
import { $notifications, removeNotification } from "@stores/notifications";
import { saveChange } from "./save-change";

beforeAll(() => i18n.loadAndActivate({ locale: "en", messages: {} }));
afterEach(() => {
  for (const { id } of $notifications.get()) removeNotification(id);
});

describe("saveChange", () => {
  it("hands on what the server answered, then says so with the Undo it was given", async () => {
    const done = vi.fn();
    const undo = { label: "Undo", onClick: vi.fn() };
    await saveChange({
      send: () => Promise.resolve({ name: "Donors" }),
      done,
      success: "Saved.",
      undo,
      failure: "Not saved.",
    });
    expect(done).toHaveBeenCalledWith({ name: "Donors" });
    expect($notifications.get()).toMatchObject([
      { title: "Saved.", variant: "success", action: undo },
    ]);
  });

  it("says a refusal as an error with the server's reason, and hands on nothing", async () => {
    const done = vi.fn();
    await saveChange({
      send: () => Promise.reject(new ApiError(403, { code: "forbidden" })),
      done,
      success: "Saved.",
      failure: "Not saved.",
    });
    expect(done).not.toHaveBeenCalled();
    const [toast, ...others] = $notifications.get();
    expect(others).toEqual([]);
    expect(toast).toMatchObject({ title: "Not saved.", variant: "error" });
    expect(toast?.description).toBeTruthy();
  });
});
