/**
 * public/_headers, Netlify's headers for static files, is written by several build steps, each
 * its own block between two marker lines: a step replaces its block from an earlier build (Gatsby
 * keeps public/ from one build to the next) and leaves the other rules as they are.
 */
import fs from "node:fs";
import path from "node:path";

export interface HeadersBlock {
  /** The block's first line, naming the step that writes it. */
  start: string;
  end: string;
}

/** Writes `rules` into public/_headers as the block between `marks`, in place of that block from an earlier build. */
export function writeHeadersBlock(publicDir: string, marks: HeadersBlock, rules: string): void {
  const file = path.join(publicDir, "_headers");
  const existing = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
  const start = existing.indexOf(marks.start);
  const end = existing.indexOf(marks.end);
  const others =
    start >= 0 && end > start ? existing.slice(0, start) + existing.slice(end + marks.end.length) : existing;
  fs.writeFileSync(file, `${others}${marks.start}${rules}${marks.end}`);
}
