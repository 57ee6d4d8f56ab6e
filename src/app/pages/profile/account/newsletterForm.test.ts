import { describe, expect, it } from "vitest";
import { chosenStatus } from "./newsletterForm";

describe("the newsletter status a member's choice saves", () => {
  it("subscribes, keeping a pending double opt-in pending", () => {
    expect(chosenStatus("none", true)).toBe("subscribed");
    expect(chosenStatus("unsubscribed", true)).toBe("subscribed");
    expect(chosenStatus("pending", true)).toBe("pending");
  });
  it("unsubscribes only someone who receives it", () => {
    expect(chosenStatus("subscribed", false)).toBe("unsubscribed");
    expect(chosenStatus("pending", false)).toBe("unsubscribed");
    expect(chosenStatus("none", false)).toBe("none");
    expect(chosenStatus("cleaned", false)).toBe("cleaned");
  });
});
