import type { Rgba } from "./rgba";

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };

/**
 * Mixes two colours linearly per channel. `weight` is the share of `other`: 0 gives `color`,
 * 1 gives `other`; it is clamped to that range. RGB channels are rounded to whole numbers;
 * alpha is mixed the same way but kept exact.
 */
export function mix(color: Rgba, other: Rgba, weight: number): Rgba {
  const w = Math.min(1, Math.max(0, weight));
  const blend = (from: number, to: number): number => from + (to - from) * w;
  return {
    r: Math.round(blend(color.r, other.r)),
    g: Math.round(blend(color.g, other.g)),
    b: Math.round(blend(color.b, other.b)),
    a: blend(color.a, other.a),
  };
}

/**
 * A tint or shade of `color`. Up to 100, `level` is the percentage of the colour and the rest is
 * white (primary-5 is almost white, 100 is the colour itself). Above 100 the colour is darkened
 * with black by `level / 100 - 1`: 110 is 90 % colour and 10 % black, for hover states.
 */
export function tint(color: Rgba, level: number): Rgba {
  return level <= 100 ? mix(color, WHITE, 1 - level / 100) : mix(color, BLACK, level / 100 - 1);
}
