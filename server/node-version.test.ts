import { describe, expect, it } from "vitest";
import { nodeVersionWarning } from "./node-version";

describe("nodeVersionWarning", () => {
  it("warns on a Node past its end of life, in one line", () => {
    const warning = nodeVersionWarning("20.19.5");
    expect(warning).toContain("Node 20 has reached its end of life");
    expect(warning).not.toContain("\n");
  });

  it("says nothing on a maintained Node", () => {
    expect(nodeVersionWarning("22.11.0")).toBeUndefined();
    expect(nodeVersionWarning("24.0.0")).toBeUndefined();
  });
});
