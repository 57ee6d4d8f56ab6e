/**
 * Converts HSL to whole RGB channels, following the conversion CSS Color 4 defines.
 * `hue` is in degrees (any value; it wraps), `saturation` and `lightness` between 0 and 1.
 */
export function hslToRgb(
  hue: number,
  saturation: number,
  lightness: number,
): { r: number; g: number; b: number } {
  const h = ((hue % 360) + 360) % 360;
  const chroma = saturation * Math.min(lightness, 1 - lightness);
  // Each channel sits at a different offset around the 12-step colour wheel.
  const channel = (offset: number): number => {
    const k = (offset + h / 30) % 12;
    const value = lightness - chroma * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255);
  };
  return { r: channel(0), g: channel(8), b: channel(4) };
}
