import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { contrast, TEXT_CONTRAST } from "@core/theme/contrast";
import { formatHex, parseHexColor } from "@core/theme";
import { EMAIL_BACKGROUND, emailColours, paintBody } from "./colours";
import { action } from "./templates/parts";

const ratio = (one: string, other: string) => contrast(parseHexColor(one), parseHexColor(other));
const hexColour = fc
  .tuple(fc.nat(255), fc.nat(255), fc.nat(255))
  .map(([r, g, b]) => formatHex({ r, g, b, a: 1 }));

describe("email colours", () => {
  it("paints the button in the theme's primary colour, with white or black text that reads", () => {
    expect(emailColours({ colors: { primary: "#0f4c5c" } })).toMatchObject({
      button: "#0f4c5c",
      onButton: "#ffffff",
    });
    // A bright yellow newsroom gets black text on its buttons.
    expect(emailColours({ colors: { primary: "#ffd700" } })).toMatchObject({
      button: "#ffd700",
      onButton: "#000000",
    });
  });

  test.prop([hexColour, hexColour, hexColour, hexColour])(
    "keeps button text and links readable (WCAG AA) whatever colours a theme picks",
    (primary, link, white, black) => {
      const colours = emailColours({ colors: { primary, link, white, black } });
      expect(colours.button).toBe(primary);
      expect(ratio(colours.onButton, colours.button)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(ratio(colours.link, "#ffffff")).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(ratio(colours.link, EMAIL_BACKGROUND)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    },
  );

  it("keeps the theme's link colour where it reads, and falls back to the defaults", () => {
    expect(emailColours({ colors: { link: "#1a4f8b" } }).link).toBe("#1a4f8b");
    expect(emailColours({ colors: { primary: "not a colour" } }).button).toBe("#262453");
  });
});

describe("painting a body", () => {
  const colours = emailColours({ colors: { primary: "#ffd700", link: "#1a4f8b" } });

  it("turns the action into a button in the theme's colours, and colours every other link", () => {
    const html = paintBody(
      `<p>See <a href="https://example.org" title="x">this</a>.</p>\n${action("LINK", "Go", "Copy:")}`,
      colours,
    );
    expect(html).toContain(
      '<a href="*|LINK|*" style="display:inline-block;padding:12px 20px;border-radius:4px;border:2px solid #ffd700;background:#ffd700;color:#000000;',
    );
    expect(html).toContain(
      '<a href="https://example.org" title="x" style="color:#1a4f8b">this</a>',
    );
    expect(html).toContain('<a href="*|LINK|*" style="color:#1a4f8b;word-break:break-all">');
    expect(html).not.toContain("data-action");
  });
});
