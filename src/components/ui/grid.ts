/**
 * How many columns a grid of `count` items gets at its widest, about `max`: the most that fills
 * every row, else the most that leaves no lone item on the last row (4 items: 2 columns with a
 * maximum of 3, never 3 + 1; 5 items: 3 + 2; 7 items: 4 + 3), else one column.
 */
export function columnsFor(count: number, max = 3): number {
  if (count <= max) return Math.max(1, count);
  const candidates = [...Array.from({ length: max - 1 }, (_, i) => max - i), max + 1];
  return (
    candidates.find((columns) => count % columns === 0) ?? candidates.find((columns) => count % columns !== 1) ?? 1
  );
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

/**
 * Where `columnsFor` would leave the last row under three quarters full at its widest (5 items in
 * 3 columns: 3 + 2), rows of nearly equal counts on a grid of their least common multiple of
 * tracks, fewer (wider) items first: 5 items are 2 + 3 on six tracks. Null where the rows already
 * fill (layout-faults.ts holds every grid at 1440 px to three quarters).
 */
export function balancedRows(count: number, max = 3): { tracks: number; spans: number[] } | null {
  const columns = columnsFor(count, max);
  const last = count % columns;
  if (last === 0 || last / columns >= 0.75) return null;
  const rows = Math.ceil(count / columns);
  const small = Math.floor(count / rows);
  const sizes = Array.from({ length: rows }, (_, i) => small + (i >= rows - (count % rows) ? 1 : 0));
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const tracks = sizes.reduce((l, n) => (l * n) / gcd(l, n), 1);
  return { tracks, spans: sizes.flatMap((n) => Array.from({ length: n }, () => tracks / n)) };
}

/** CSS's quoting of a text for `content`. */
const cssString = (text: string) => `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/**
 * The `content` of a card's position cue: the site's wording (`ui.swipePosition`, e.g.
 * "{position} of {count}") with the card's place as a CSS counter and the count filled in.
 */
export function positionCue(wording: string, count: number): string {
  const [before = "", after = ""] = wording.replaceAll("{count}", String(count)).split("{position}");
  return [before ? cssString(before) : "", "counter(swipe)", after ? cssString(after) : ""].filter(Boolean).join(" ");
}

/**
 * A list of cards as phones show it (under 768 px): one row the visitor swipes through, each card
 * most of the screen wide and the next one showing at the edge, where a column of them ran a
 * screen or two long (issue 34: a service page at most 8,000 px tall at 390 px). The row runs to
 * the screen's edges and stops at each card. It takes keyboard focus, so the arrow keys scroll it,
 * and is named for screen readers by its section's heading. From 768 px the list is a grid again.
 * Each card says where it stands on phones, "2 of 6" above its content (`cue`: positionCue), so a
 * visitor sees how many there are and where they are without JavaScript (issue 59: no sideways
 * row without a position cue); screen readers hear it too, with the list's own count.
 * Spread onto the list (its children are the cards); `gap` is the grid's gap from 768 px, and
 * `itemWidth` a card's share of the row (small tiles show two and a part). A list that counts its
 * items for its own numbers (the steps) resets and increments `swipe` beside its own counter.
 */
export function swipeRowOnPhones(
  label: string | null | undefined,
  gap: { md: "4" | "6" | "8" | "10" },
  cue: string,
  itemWidth = "84%",
) {
  return {
    tabIndex: 0,
    "aria-label": label ?? undefined,
    display: { base: "flex", md: "grid" },
    overflowX: { base: "auto", md: "visible" },
    mx: { base: "-4", md: "0" },
    px: { base: "4", md: "0" },
    gap: { base: "3", ...gap },
    css: {
      counterReset: "swipe",
      "@media (max-width: 47.99em)": {
        scrollSnapType: "x mandatory",
        scrollPaddingInline: "1rem",
        overscrollBehaviorX: "contain",
        "& > *::before": {
          content: cue,
          display: "block",
          gridColumn: "1 / -1",
          mb: "2",
          fontSize: "xs",
          fontWeight: "semibold",
          letterSpacing: "wide",
          color: "fg.muted",
        },
      },
      "& > *": { flex: `0 0 ${itemWidth}`, scrollSnapAlign: "start", counterIncrement: "swipe" },
      "&:focus-visible": { outline: "2px solid", outlineColor: "accent", outlineOffset: "2px" },
    },
  } as const;
}
