/**
 * Markdown links (`[text](address)`) in an llms.txt, counted in one pass: the same links the
 * pattern /\[[^\]]+\]\([^)\s]+\)/g finds, which backtracks over every `[` without a `]` after it
 * (32,000 `[` took 0.6 s, 500 kB about 2.5 minutes). Each `[` is tried against the first `]` after
 * it, and an address is scanned to its `)` or whitespace once however many links start before it.
 */
const WHITESPACE = /\s/;

export function countMarkdownLinks(text: string): number {
  let count = 0;
  let at = 0;
  // The last address scan: from where, and where it stopped (a `)`, whitespace, or the end).
  let scannedFrom = -1;
  let stoppedAt = -1;
  for (;;) {
    const open = text.indexOf("[", at);
    if (open === -1) return count;
    const close = text.indexOf("]", open + 1);
    // No `]` after this `[`: none after any later one either.
    if (close === -1) return count;
    // Every `[` before this `]` would meet the same `]`: the next try starts after it.
    at = close + 1;
    if (close === open + 1 || text[close + 1] !== "(") continue;
    const from = close + 2;
    let stop: number;
    if (scannedFrom !== -1 && from >= scannedFrom && from <= stoppedAt) stop = stoppedAt;
    else {
      stop = from;
      while (stop < text.length && text[stop] !== ")" && !WHITESPACE.test(text[stop] ?? "")) stop += 1;
      scannedFrom = from;
      stoppedAt = stop;
    }
    if (stop > from && text[stop] === ")") {
      count += 1;
      at = stop + 1;
    }
  }
}
