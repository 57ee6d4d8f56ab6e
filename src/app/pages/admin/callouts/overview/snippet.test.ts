import { describe, expect, it } from "vitest";
import { embedSnippet } from "./snippet";

describe("embedSnippet", () => {
  it("is a link to the callout the loader turns into a frame, and the loader", () => {
    expect(embedSnippet({ slug: "water", title: "Tell us" }, "https://members.example.org")).toBe(
      '<a href="https://members.example.org/callouts/water" data-agora-embed>Tell us</a>\n' +
        '<script src="https://members.example.org/loader.js" async></script>',
    );
  });

  it("escapes the title, so it stays the link's text", () => {
    expect(embedSnippet({ slug: "rent", title: 'Rent <b>& "costs"' }, "https://x.org")).toContain(
      ">Rent &lt;b&gt;&amp; &quot;costs&quot;</a>",
    );
  });
});
