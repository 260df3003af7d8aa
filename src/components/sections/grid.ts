/**
 * How many columns a grid of `count` items gets at its widest, about `max`: the most that fills
 * every row, else the most that leaves no lone item on the last row (4 items: 2 columns with a
 * maximum of 3, never 3 + 1; 5 items: 3 + 2; 7 items: 4 + 3), else one column.
 */
export function columnsFor(count: number, max = 3): number {
  if (count <= max) return Math.max(1, count);
  const candidates = [...Array.from({ length: max - 1 }, (_, i) => max - i), max + 1];
  return candidates.find((columns) => count % columns === 0) ?? candidates.find((columns) => count % columns !== 1) ?? 1;
}

/** Responsive grid columns for `count` items: one on phones, two on tablets, columnsFor on wide screens. */
export function gridColumns(count: number, max = 3) {
  const wide = columnsFor(count, max);
  return {
    base: "minmax(0, 1fr)",
    md: `repeat(${Math.min(2, wide)}, minmax(0, 1fr))`,
    lg: `repeat(${wide}, minmax(0, 1fr))`,
  };
}
