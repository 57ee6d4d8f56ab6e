/**
 * Where a key moves focus in a row of `count` controls (tabs, a toolbar's buttons) from
 * `index`, wrapping round; undefined for a key that does not move it. Arrows along the row,
 * Home and End.
 */
export function indexAfterKey(key: string, index: number, count: number): number | undefined {
  if (key === "ArrowRight") return (index + 1) % count;
  if (key === "ArrowLeft") return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return undefined;
}
