import { refine, type Failure } from "superstruct";
import { FONTS, formatHex, isFontId, parseColor, ThemeStruct, type Theme } from "../theme";
import { isColor } from "../validation";

/** Entries of a theme group (`colors`, `fonts`) whose value fails `valid`, as failures. */
function* failing(
  group: Record<string, string | undefined> | undefined,
  path: (string | number)[],
  valid: (name: string, value: string) => boolean,
  message: (value: string) => string,
): Generator<Partial<Failure>> {
  for (const [name, value] of Object.entries(group ?? {})) {
    if (value !== undefined && !valid(name, value)) {
      yield { path: [...path, name], key: name, message: message(value) };
    }
  }
}

/**
 * The theme as an admin may save it: the shared shape (`ThemeStruct`, lenient so that old
 * themes still render) plus colours that parse and fonts we offer.
 */
export const ThemeForWrite = refine(
  refine(ThemeStruct, "isColor", (theme, context) =>
    failing(
      theme.colors,
      [...context.path, "colors"],
      // `_name` names the preset the colours came from; it is no colour.
      (name, value) => name === "_name" || isColor(value),
      (value) => `Failed to parse color: ${value.slice(0, 50)}`,
    ),
  ),
  "isFont",
  (theme, context) =>
    failing(
      theme.fonts,
      [...context.path, "fonts"],
      (_name, value) => isFontId(value),
      () => `Unknown font; choose one of ${Object.keys(FONTS).join(", ")}`,
    ),
);

function toHex(value: string): string {
  try {
    return formatHex(parseColor(value));
  } catch {
    return value;
  }
}

/**
 * The theme with every colour that parses written as hex (`red` → `#ff0000`), as the API
 * answers it: browsers then parse hex only (`parseHexColor`) and ship no named-colour table.
 * Values that do not parse stay as stored, and take their default when the theme is applied.
 */
export function normalizeThemeColors(theme: Theme): Theme {
  if (!theme.colors) return theme;
  const colors = Object.fromEntries(
    Object.entries(theme.colors).map(([name, value]) => [
      name,
      name === "_name" || value === undefined ? value : toHex(value),
    ]),
  );
  return { ...theme, colors };
}
