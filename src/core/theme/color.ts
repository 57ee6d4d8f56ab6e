import { parseHexDigits } from "./hex";
import { hslToRgb } from "./hsl";
import { NAMED_COLORS } from "./named-colors";
import type { Rgba } from "./rgba";

const NUMBER = /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)(?:e[+-]?\d+)?$/;
const HUE = /^(.+?)(deg|grad|rad|turn)?$/;
const FUNCTION = /^(rgba?|hsla?)\((.*)\)$/s;

/** Degrees per unit of each CSS angle unit. */
const DEGREES_PER: Record<string, number> = {
  deg: 1,
  grad: 360 / 400,
  rad: 180 / Math.PI,
  turn: 360,
};

function fail(): never {
  throw new Error("Failed to parse color");
}

function parseNumber(token: string): number {
  const value = NUMBER.test(token) ? Number(token) : NaN;
  // "1e999" matches the grammar but is Infinity, which no channel or hue can use.
  if (!Number.isFinite(value)) fail();
  return value;
}

function inRange(value: number, min: number, max: number): number {
  if (value < min || value > max) fail();
  return value;
}

/** The number before `%`, or `null` when the token is not a percentage. */
function parsePercent(token: string): number | null {
  return token.endsWith("%") ? parseNumber(token.slice(0, -1)) : null;
}

/** Splits `a, b, c[, d]` or `a b c[ / d]` into three channels and an optional alpha. */
function splitArguments(body: string): { channels: string[]; alpha: string | undefined } {
  if (body.includes(",")) {
    const parts = body.split(",").map((part) => part.trim());
    if (parts.length !== 3 && parts.length !== 4) fail();
    return { channels: parts.slice(0, 3), alpha: parts[3] };
  }
  const [main = "", alpha, ...rest] = body.split("/");
  const channels = main.trim().split(/\s+/);
  if (rest.length > 0 || channels.length !== 3) fail();
  return { channels, alpha: alpha?.trim() };
}

function parseAlpha(token: string | undefined): number {
  if (token === undefined) return 1;
  const percent = parsePercent(token);
  return percent === null ? inRange(parseNumber(token), 0, 1) : inRange(percent, 0, 100) / 100;
}

function parseRgbChannel(token: string): number {
  const percent = parsePercent(token);
  const value =
    percent === null ? inRange(parseNumber(token), 0, 255) : (inRange(percent, 0, 100) * 255) / 100;
  return Math.round(value);
}

function parseHue(token: string): number {
  const [, amount = "", unit = "deg"] = HUE.exec(token) ?? fail();
  return parseNumber(amount) * (DEGREES_PER[unit] ?? fail());
}

/** Saturation or lightness: 0–100, with or without `%`, as a fraction. */
function parseHslPercent(token: string): number {
  return inRange(parsePercent(token) ?? parseNumber(token), 0, 100) / 100;
}

/**
 * Parses a CSS colour: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()` and
 * `hsl()`/`hsla()` in comma or space syntax, the 148 CSS named colours and `transparent`.
 * Case and surrounding whitespace do not matter.
 *
 * Out-of-range values (a channel above 255, saturation above 100 %, alpha above 1) are
 * rejected rather than clamped as browsers do: in a theme editor they are typing mistakes,
 * and saying so beats silently showing another colour.
 *
 * @throws Error "Failed to parse color" for anything else.
 */
export function parseColor(input: string): Rgba {
  if (typeof input !== "string") fail();
  const text = input.trim().toLowerCase();

  if (text === "transparent") return { r: 0, g: 0, b: 0, a: 0 };
  // hasOwn keeps inherited names such as "constructor" out.
  if (Object.hasOwn(NAMED_COLORS, text)) return parseHexDigits(NAMED_COLORS[text] ?? fail());
  if (text.startsWith("#")) return parseHexDigits(text.slice(1));

  const [, name = "", body = ""] = FUNCTION.exec(text) ?? fail();
  const { channels, alpha } = splitArguments(body);
  const [first = "", second = "", third = ""] = channels;
  const a = parseAlpha(alpha);

  if (name.startsWith("rgb")) {
    return { r: parseRgbChannel(first), g: parseRgbChannel(second), b: parseRgbChannel(third), a };
  }
  return { ...hslToRgb(parseHue(first), parseHslPercent(second), parseHslPercent(third)), a };
}
