/**
 * What the build does after Gatsby has written public/ (gatsby-node.ts onPostBuild), in this
 * order. Each step lives with the code it belongs to; the order matters in one way, which the
 * runner enforces: a step that seals the HTML (the Content-Security-Policy, computed from each
 * page's inline scripts) comes after every step that may change a page, and a page changed after
 * it fails the build, naming the step.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import { answerEnginesStep } from "../answers/step";
import { cmsStep } from "../cms/step";
import {
  contentSecurityPolicyStep,
  siteFilesStep,
  indexNowKeyStep,
  socialCardsStep,
  previewNoindexStep,
} from "../seo/step";
import { htmlPages } from "../build/html-elements";
import { siteFactsStep } from "../build/site-facts";
import { publishScheduleStep } from "../build/publish-schedule";
import { noteMemory, type PostBuildStep, type StepContext } from "../build/step";
import { agentApiStep, reportFrameStep } from "../site-check/step";

export const POST_BUILD_STEPS: readonly PostBuildStep[] = [
  siteFilesStep,
  publishScheduleStep,
  indexNowKeyStep,
  cmsStep,
  socialCardsStep,
  siteFactsStep,
  answerEnginesStep,
  agentApiStep,
  previewNoindexStep,
  contentSecurityPolicyStep,
  // Reads the report page as sealed, and changes no page.
  reportFrameStep,
];

/** Every page's HTML, by file, as a digest. */
function digestPages(publicDir: string): Map<string, string> {
  return new Map(
    htmlPages(publicDir).map(({ file }) => [file, createHash("sha256").update(fs.readFileSync(file)).digest("hex")]),
  );
}

export async function runPostBuild(steps: readonly PostBuildStep[], context: StepContext): Promise<void> {
  let sealed: { by: string; pages: Map<string, string> } | null = null;
  for (const step of steps) {
    await step.run(context);
    noteMemory(context, `"${step.name}"`);
    if (sealed) {
      const now = digestPages(context.publicDir);
      const changed = [...new Set([...sealed.pages.keys(), ...now.keys()])].filter(
        (file) => sealed?.pages.get(file) !== now.get(file),
      );
      if (changed.length > 0) {
        throw new Error(
          `"${step.name}" changed ${changed.length} page(s) after "${sealed.by}" read them (${changed.slice(0, 3).join(", ")}): ` +
            `run it before "${sealed.by}" in POST_BUILD_STEPS (src/lib/compose/post-build.ts).`,
        );
      }
    }
    if (step.sealsHtml) sealed = { by: step.name, pages: digestPages(context.publicDir) };
  }
}
