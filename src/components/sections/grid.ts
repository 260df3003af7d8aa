/**
 * How many columns a grid of `count` items gets at its widest, at most `max`: the most that
 * leaves no lone item on the last row (4 items: 2 or 4 columns, never 3; 5 items: 3 columns,
 * since 5 fills no row evenly and 3 + 2 reads better than 4 + 1).
 */
export function columnsFor(count: number, max = 3): number {
  if (count <= max) return Math.max(1, count);
  for (let columns = max; columns >= 2; columns -= 1) {
    if (count % columns === 0) return columns;
  }
  for (let columns = max; columns >= 2; columns -= 1) {
    if (count % columns !== 1) return columns;
  }
  return max;
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
