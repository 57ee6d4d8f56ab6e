import { describe, expect, it } from "vitest";
import { plainText } from "./rows";

describe("export rows", () => {
  it("read comments' rich text as lines of plain text", () => {
    expect(plainText("<p>Called &amp; <strong>confirmed</strong></p><p>Again&nbsp;later</p>")).toBe(
      "Called & confirmed\nAgain later",
    );
    expect(plainText("a &lt;b&gt; &quot;c&quot; &#39;d&#39;")).toBe(`a <b> "c" 'd'`);
  });
});
