/**
 * IndexNow's key file: with INDEXNOW_KEY set, the build writes `/<key>.txt` holding the key, which
 * the engines fetch to check that whoever sends them addresses owns the site. The sending is
 * Netlify's, after a production deploy (netlify/plugins/indexnow/). Without a key, nothing is
 * written and the build says so once; nothing is sent either.
 */
import fs from "node:fs";
import path from "node:path";
import type { PostBuildStep } from "../build/step";

/** IndexNow's rule for a key: 8 to 128 letters, digits and dashes (https://www.indexnow.org/documentation); netlify/plugins/indexnow/indexnow.js checks the same. */
export const INDEXNOW_KEY_PATTERN = /^[A-Za-z0-9-]{8,128}$/;

/** The key file's name and text for INDEXNOW_KEY, or why there is none. */
export function indexNowKeyFile(
  env: Readonly<Record<string, string | undefined>>,
): { file: string; text: string } | { skipped: string } {
  const key = env.INDEXNOW_KEY?.trim();
  if (!key)
    return {
      skipped:
        "INDEXNOW_KEY is not set: no IndexNow key file, and no changed page is sent to IndexNow after deploys (README, How AI engines read this site).",
    };
  if (!INDEXNOW_KEY_PATTERN.test(key))
    return {
      skipped:
        "INDEXNOW_KEY is not an IndexNow key (8 to 128 letters, digits or dashes): no key file written, nothing will be sent.",
    };
  return { file: `${key}.txt`, text: key };
}

export const indexNowKeyStep: PostBuildStep = {
  name: "IndexNow key file",
  run({ publicDir, env, reporter }) {
    const made = indexNowKeyFile(env);
    if ("skipped" in made) {
      reporter.info(made.skipped);
      return;
    }
    fs.writeFileSync(path.join(publicDir, made.file), made.text);
  },
};
