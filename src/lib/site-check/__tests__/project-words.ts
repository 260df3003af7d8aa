/** The check's words as the build gives them to the Function: data/site-check.yaml with the services' titles and pages. */
import path from "node:path";
import { parseProject } from "../../project/load";
import { siteCheckWords } from "../copy-from-content";
import type { AgentWords } from "../openapi";
import type { Words } from "../words";

let project: ReturnType<typeof parseProject> | undefined;
const parsed = () => (project ??= parseProject(path.resolve(__dirname, "../../../..")));

export function projectWords(): Words {
  const words = siteCheckWords(parsed());
  if (!words) throw new Error("data/site-check.yaml did not parse");
  return words;
}

/** What agents read about the check (data/site-check.yaml, agents). */
export function projectAgentWords(): AgentWords {
  const agents = parsed().siteCheck?.agents;
  if (!agents) throw new Error("data/site-check.yaml has no agents");
  return agents;
}
