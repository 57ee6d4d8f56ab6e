import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { DEFAULT_COLORS, DEFAULT_FONT, formatHex, parseHexColor, type Theme } from "@core/theme";
import type { FontId } from "@core/theme/fonts";
import { isFontId } from "@core/theme/fonts";

/** The colours admins choose; white and black stay as they are. */
export const EDITABLE_COLORS = ["primary", "link", "body", "success", "warning", "danger"] as const;
export type EditableColor = (typeof EDITABLE_COLORS)[number];

export const COLOR_WORDS: Record<
  EditableColor,
  { label: MessageDescriptor; use: MessageDescriptor }
> = {
  primary: { label: msg`Primary`, use: msg`Buttons, the menu, headings' accents and focus rings.` },
  link: { label: msg`Links`, use: msg`Links and secondary buttons.` },
  body: { label: msg`Text`, use: msg`Body text and headings.` },
  success: { label: msg`Success`, use: msg`Confirmations and answered callouts.` },
  warning: { label: msg`Warning`, use: msg`Warnings and pending states.` },
  danger: { label: msg`Danger`, use: msg`Errors, deleting and invalid fields.` },
};

export type Scheme = "default" | "custom";

export interface ThemeValues {
  fonts: { body: string; title: string };
  scheme: Scheme;
  colors: Record<EditableColor, string>;
}

/** The default scheme's colours, `body` following the primary colour as it does by default. */
export const DEFAULT_SCHEME_COLORS: Record<EditableColor, string> = {
  primary: DEFAULT_COLORS.primary,
  link: DEFAULT_COLORS.link,
  body: DEFAULT_COLORS.primary,
  success: DEFAULT_COLORS.success,
  warning: DEFAULT_COLORS.warning,
  danger: DEFAULT_COLORS.danger,
};

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: string): boolean {
  return HEX.test(value.trim());
}

/** `#rrggbb` for a colour input, which takes no other form; undefined for what is no hex colour. */
export function fullHex(value: string): string | undefined {
  if (!isHexColor(value)) return undefined;
  return formatHex(parseHexColor(value.trim()));
}

/** A saved theme as the form shows it: its colours as hex, defaults filling the gaps. */
export function themeValues(theme: Theme): ThemeValues {
  const saved = theme.colors ?? {};
  const custom = saved._name !== "default" && EDITABLE_COLORS.some((name) => saved[name]);
  const colors = Object.fromEntries(
    EDITABLE_COLORS.map((name) => {
      const value = saved[name];
      const fallback =
        name === "body"
          ? (saved.primary ?? DEFAULT_SCHEME_COLORS.body)
          : DEFAULT_SCHEME_COLORS[name];
      return [name, custom && value ? (fullHex(value) ?? value) : (fullHex(fallback) ?? fallback)];
    }),
  ) as Record<EditableColor, string>;
  return {
    fonts: {
      body: isFontId(theme.fonts?.body) ? theme.fonts.body : DEFAULT_FONT,
      title: isFontId(theme.fonts?.title) ? theme.fonts.title : "",
    },
    scheme: custom ? "custom" : "default",
    colors,
  };
}

/** The defaults: the default scheme and font. */
export const DEFAULT_THEME_VALUES: ThemeValues = themeValues({});

/**
 * The theme the values make. The default scheme is saved by name, so the page opens on it
 * again (the predecessor saved it without one, and reopened on "custom"); the saved theme's
 * white and black, which this page does not change, are kept.
 */
export function themeOf(values: ThemeValues, saved: Theme = {}): Theme {
  const kept = {
    ...(saved.colors?.white ? { white: saved.colors.white } : {}),
    ...(saved.colors?.black ? { black: saved.colors.black } : {}),
  };
  const colors =
    values.scheme === "default"
      ? { _name: "default", ...kept }
      : {
          ...Object.fromEntries(EDITABLE_COLORS.map((name) => [name, values.colors[name].trim()])),
          ...kept,
        };
  const title = values.fonts.title as FontId | "";
  return {
    colors,
    fonts: { body: values.fonts.body, ...(title ? { title } : {}) },
  };
}

/** The theme to show while editing: a colour still being typed shows as it was saved. */
export function previewTheme(values: ThemeValues, saved: Theme): Theme {
  const theme = themeOf(values, saved);
  if (values.scheme === "default" || !theme.colors) return theme;
  const colors = { ...theme.colors };
  for (const name of EDITABLE_COLORS) {
    if (isHexColor(values.colors[name])) continue;
    const before = saved.colors?.[name];
    if (before) colors[name] = before;
    else delete colors[name];
  }
  return { ...theme, colors };
}

export const HEX_MESSAGE = msg`Enter a colour as # and 3 or 6 hex digits, such as #262453`;

export function validateTheme(values: ThemeValues) {
  if (values.scheme === "default") return {};
  return Object.fromEntries(
    EDITABLE_COLORS.map((name) => [
      `colors.${name}`,
      isHexColor(values.colors[name]) ? undefined : HEX_MESSAGE,
    ]),
  );
}
