import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "@core/api/api-error";
import { $notificationLists } from "@stores/notifications";
import { genericErrorMessage, messageForApiError } from "./apiErrorMessage";

const failure = (status: number, code?: string) => new ApiError(status, { code });

describe("messageForApiError", () => {
  it("gives the SPEC's text for the codes forms meet", () => {
    expect(messageForApiError(failure(401, "login-failed"))?.message).toBe(
      "Invalid password/email combination",
    );
    expect(messageForApiError(failure(400, "duplicate-email"))?.message).toBe(
      "Email address already exists",
    );
  });

  it("asks to wait after too many attempts, and to check the connection when offline", () => {
    expect(messageForApiError(failure(429, "TOO_MANY_REQUESTS"))?.message).toBe(
      "Too many attempts. Please wait a few minutes and try again.",
    );
    expect(messageForApiError(failure(0))?.message).toContain("couldn't reach the server");
  });

  afterEach(() => $notificationLists.set(0));

  it("says nothing more for server errors where a notification list has announced them", () => {
    $notificationLists.set(1);
    expect(messageForApiError(failure(500))).toBeUndefined();
    expect(messageForApiError(failure(503))).toBeUndefined();
  });

  it("tells of server errors itself where no list shows notifications (the frames)", () => {
    expect(messageForApiError(failure(500))).toBe(genericErrorMessage);
  });

  it("falls back to the generic message for anything else", () => {
    expect(messageForApiError(failure(400, "something-new"))).toBe(genericErrorMessage);
    expect(messageForApiError(failure(400, "constructor"))).toBe(genericErrorMessage);
    expect(messageForApiError(new TypeError("x"))).toBe(genericErrorMessage);
  });
});
