import { refine, type Failure } from "superstruct";
import { FONTS, isFontId, ThemeStruct } from "../theme";
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
