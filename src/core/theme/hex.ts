import type { Rgba } from "./rgba";

const HEX_DIGITS = /^[0-9a-f]+$/;

function fail(): never {
  throw new Error("Failed to parse color");
}

/** The colour of 3, 4, 6 or 8 hex digits (without `#`, lower case). */
export function parseHexDigits(digits: string): Rgba {
  if (!HEX_DIGITS.test(digits) || ![3, 4, 6, 8].includes(digits.length)) fail();
  // #rgb and #rgba repeat each digit: #f80 is #ff8800.
  const full = digits.length <= 4 ? digits.replace(/./g, "$&$&") : digits;
  const byte = (index: number): number => parseInt(full.slice(index * 2, index * 2 + 2), 16);
  return { r: byte(0), g: byte(1), b: byte(2), a: full.length === 8 ? byte(3) / 255 : 1 };
}

/**
 * Parses `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`, the only syntax theme colours reach the
 * browser in: the server normalises every other CSS colour to hex (`normalizeThemeColors`), so
 * pages need not ship the full parser and its table of named colours.
 *
 * @throws Error "Failed to parse color" for anything else.
 */
export function parseHexColor(input: string): Rgba {
  const text = input.trim().toLowerCase();
  if (!text.startsWith("#")) fail();
  return parseHexDigits(text.slice(1));
}

/** `#rrggbb`, or `#rrggbbaa` when the colour is not opaque. */
export function formatHex({ r, g, b, a }: Rgba): string {
  const channels = a === 1 ? [r, g, b] : [r, g, b, Math.round(a * 255)];
  return `#${channels.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`;
}
