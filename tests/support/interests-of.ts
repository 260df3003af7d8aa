import { parseProject } from "../../src/lib/project/load";
import { interestOptionsFromContent } from "../../src/lib/contact/interests-from-content";
import type { Option } from "../../src/lib/contact/options";

/** The contact form's interest options as the build makes them from data/ under `root` (gatsby-node.ts onPreInit). */
export function interestsOf(root: string): Option[] {
  return interestOptionsFromContent(parseProject(root));
}
