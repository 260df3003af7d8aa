/** The check's words as the build gives them to the Function: data/site-check.yaml with the services' titles and pages. */
import path from "node:path";
import { parseProject } from "../../project/load";
import { siteCheckWords } from "../copy-from-content";
import type { Words } from "../words";

let words: Words | undefined;

export function projectWords(): Words {
  if (!words) {
    words = siteCheckWords(parseProject(path.resolve(__dirname, "../../../..")));
    if (!words) throw new Error("data/site-check.yaml did not parse");
  }
  return words;
}
