/**
 * A round top for a chart's value axis, at or above `max`: 1, 2, 2.5 or 5 times a power of
 * ten (so 7 gives 10, 130 gives 150, 0 gives 1), and the lines drawn under it, from 0.
 */
export function niceScale(max: number, lines = 4): { top: number; ticks: number[] } {
  if (!(max > 0)) return { top: 1, ticks: [0, 1] };
  const roughStep = max / lines;
  const power = 10 ** Math.floor(Math.log10(roughStep));
  const step =
    [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((size) => size >= roughStep) ??
    10 * power;
  // Whole numbers only when the values are counts of at least one per line.
  const whole = Number.isInteger(max) ? Math.max(1, Math.ceil(step)) : step;
  // Floating point makes 0.6 / 0.2 a hair under 3: rounded before counting the lines.
  const steps = Math.ceil(Number((max / whole).toFixed(9)));
  const ticks = Array.from({ length: steps + 1 }, (_, index) => Number((index * whole).toFixed(9)));
  return { top: ticks[steps] ?? whole, ticks };
}
