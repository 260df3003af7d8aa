/**
 * Writes what the build hands the Functions (src/lib/content/function-data.ts reads it):
 * gatsby-node.ts's onPreInit, with the values from data/, before Gatsby compiles the Functions; and
 * `npm install` (scripts/function-data.mjs), with none, when no build has written one yet.
 * Imports the reader's types only, so it bundles without the file it writes (postinstall runs before there is one).
 */
import fs from "node:fs";
import path from "node:path";
import type { FunctionDataInput } from "../content/function-data";

/** Where, from the project's root; the reader imports it from there (src/lib/content/function-data.ts). */
export const FUNCTION_DATA_FILE = "src/generated/function-data.json";

/** A Function built without data/: each reads nothing and answers as it does without it. */
export const NO_FUNCTION_DATA: FunctionDataInput = {
  interestOptions: null,
  reachUs: null,
  confirmation: null,
  siteCheckCopy: null,
  siteCheckDesign: null,
  siteCheckWords: null,
  siteCheckAgents: null,
};

/** Writes the hand-over under `root` (whole, or not at all: another process never reads half of it). */
export function writeFunctionData(root: string, data: FunctionDataInput): void {
  const file = path.join(root, FUNCTION_DATA_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(data, null, 2)}\n`);
  fs.renameSync(temporary, file);
}

/** `npm install`: the hand-over with no values, unless a build has written one. */
export function writeFunctionDataIfMissing(root: string): void {
  if (!fs.existsSync(path.join(root, FUNCTION_DATA_FILE))) writeFunctionData(root, NO_FUNCTION_DATA);
}
