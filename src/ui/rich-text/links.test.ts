// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "../callout-form/sanitize-html";
import { hrefFromInput, opensOutside, safeHref, safeImageSrc } from "./links";

describe("hrefFromInput", () => {
  it.each([
    ["https://example.org/a?b=1", "https://example.org/a?b=1"],
    ["  example.org/page ", "https://example.org/page"],
    ["www.example.org", "https://www.example.org"],
    ["news.example.co.uk:8080/x", "https://news.example.co.uk:8080/x"],
    ["news@example.org", "mailto:news@example.org"],
    ["mailto:news@example.org", "mailto:news@example.org"],
    ["tel:+441234567", "tel:+441234567"],
    ["/callouts/water", "/callouts/water"],
    ["#questions", "#questions"],
    ["", "empty"],
    ["   ", "empty"],
    ["javascript:alert(1)", "unsafe"],
    ["JaVaScRiPt:alert(1)", "unsafe"],
    ["java\tscript:alert(1)", "unsafe"],
    ["data:text/html,<script>", "unsafe"],
    ["ftp://example.org", "unsafe"],
  ])("%j → %j", (typed, href) => {
    expect(hrefFromInput(typed)).toBe(href);
  });
});

describe("addresses the sanitiser keeps as they are", () => {
  const link = (href: string) => `<a href="${href.replace(/&/g, "&amp;")}">x</a>`;
  it.each(["https://example.org/a?b=1&c=2", "mailto:a@example.org", "/callouts/x", "page#part"])(
    "%s",
    (href) => {
      const kept = safeHref(href)!;
      const html = opensOutside(kept)
        ? `<a href="${kept.replace(/&/g, "&amp;")}" target="_blank" rel="noopener noreferrer">x</a>`
        : link(kept);
      expect(sanitizeHtml(html)).toBe(html);
    },
  );

  it("cleans what browsers ignore and refuses what the sanitiser drops", () => {
    expect(safeHref(" https://exa\nmple.org \u0001")).toBe("https://example.org");
    expect(safeHref("javascript:alert(1)")).toBeUndefined();
    expect(safeHref("")).toBeUndefined();
    expect(safeImageSrc("https://example.org/a.png")).toBe("https://example.org/a.png");
    expect(safeImageSrc("/api/1.0/images/a.png")).toBe("/api/1.0/images/a.png");
    expect(safeImageSrc("data:image/png;base64,AAAA")).toBeUndefined();
    expect(safeImageSrc("mailto:a@example.org")).toBeUndefined();
  });
});
