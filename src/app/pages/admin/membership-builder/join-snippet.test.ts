import { describe, expect, it } from "vitest";
import { joinEmbedSnippet, joinFrameAddress, joinLink } from "./join-snippet";

describe("joinEmbedSnippet", () => {
  it("is a join link with the presets the loader turns into a frame, and the loader", () => {
    expect(
      joinEmbedSnippet({ amount: "7.50", period: "annually" }, "Join us", "https://m.example.org"),
    ).toBe(
      '<a href="https://m.example.org/join?amount=7.50&amp;period=annually" data-agora-embed>Join us</a>\n' +
        '<script src="https://m.example.org/loader.js" async></script>',
    );
  });

  it("leaves out the presets not chosen, and escapes the link's text", () => {
    expect(joinLink({}, "https://x.org")).toBe("https://x.org/join");
    expect(joinLink({ period: "monthly" }, "https://x.org")).toBe(
      "https://x.org/join?period=monthly",
    );
    expect(joinEmbedSnippet({}, 'Join <b>& "give"', "https://x.org")).toContain(
      ">Join &lt;b&gt;&amp; &quot;give&quot;</a>",
    );
  });

  it("previews the join frame the loader makes of the link", () => {
    expect(joinFrameAddress({ amount: "10", period: "monthly" })).toBe(
      "/embed/join?amount=10&period=monthly",
    );
  });
});
