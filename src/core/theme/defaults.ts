/** The theme colours, in the order their CSS variables are written. */
export const COLOR_NAMES = [
  "primary",
  "body",
  "link",
  "warning",
  "success",
  "danger",
  "white",
  "black",
] as const;

export type ColorName = (typeof COLOR_NAMES)[number];

/** Default colours. `body` has none of its own: it follows the theme's primary colour. */
export const DEFAULT_COLORS: Readonly<Record<Exclude<ColorName, "body">, string>> = {
  primary: "#262453",
  link: "#43a796",
  warning: "#f5cc5b",
  success: "#86a960",
  danger: "#ce3d3d",
  white: "#ffffff",
  black: "#000000",
};

/**
 * The tints generated for each colour (see `tint`). Besides the predecessor's set, link-30 and
 * body-40 are generated: its components referenced them but it never defined them, which left
 * those styles without a colour. Generating them means no `--c-*` variable is ever missing.
 */
export const TINT_LEVELS: Readonly<Record<ColorName, readonly number[]>> = {
  primary: [5, 10, 20, 40, 70, 80],
  body: [40, 60, 80],
  link: [10, 30, 70, 110],
  warning: [10, 30, 70],
  success: [10, 30, 70, 110],
  danger: [10, 30, 70, 110],
  white: [],
  black: [],
};

/** Fixed greys, the same in every theme; `default` is written as `--c-grey`. */
export const GREYS = {
  lighter: "#eeeeee",
  light: "#c7c7c7",
  default: "#a4a4a4",
  dark: "#5f5f5f",
  darker: "#434343",
} as const;
