// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import type { CurrentUser } from "@core/contacts/current-user";
import { $currentUser } from "@stores/session";
import { render, type Rendered } from "@ui/testing/render";
import { MapBucketHeading } from "./MapBucketHeading";

const user = (activeRoles: CurrentUser["activeRoles"], isReviewer = false): CurrentUser => ({
  id: "c1",
  email: "staff@example.org",
  firstname: "Sam",
  lastname: "",
  displayName: "Sam",
  joined: "2024-03-01T10:00:00.000Z",
  activeRoles,
  isReviewer,
});

let view: Rendered | undefined;

function heading(bucket: string | undefined): string | undefined {
  view?.unmount();
  view = render(<MapBucketHeading bucket={bucket} />);
  return view.container.querySelector("h2")?.textContent ?? undefined;
}

afterEach(() => {
  view?.unmount();
  view = undefined;
  $currentUser.set(null);
});

describe("MapBucketHeading", () => {
  it("tells staff which bucket's responses the map shows", () => {
    $currentUser.set(user(["admin"]));
    expect(heading("verified")).toBe("Staff view: the verified responses");
    expect(heading("")).toBe("Staff view: the responses in the inbox");
    expect(heading("trash")).toBe("Staff view: the responses in the trash");
    expect(heading("*")).toBe("Staff view: the responses of every bucket");
    expect(heading("Follow up")).toBe("Staff view: the responses in Follow up");
    $currentUser.set(user(["member"], true));
    expect(heading("verified")).toBe("Staff view: the verified responses");
  });

  it("adds nothing to the public map", () => {
    $currentUser.set(user(["admin"]));
    expect(heading(undefined)).toBeUndefined();
    $currentUser.set(user(["member"]));
    expect(heading("verified")).toBeUndefined();
    $currentUser.set(null);
    expect(heading("verified")).toBeUndefined();
  });
});
