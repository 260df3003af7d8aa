import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** WCAG 2.2 AA, as axe-core checks it. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * Each violation on the page as "rule (impact): target", so a failure names what to fix.
 *
 * axe runs in the page and in its same-origin frames (legacy mode): the default mode also opens a
 * blank page to merge each frame's results and carries them all through the test's process, some
 * five times the CPU there (measured on a service page: 40 ms against 210-390 ms of the process),
 * to test the one other-origin frame, the map embed, which is Google's page (and the tests answer
 * it with an empty one). The frame element itself (its title) is still checked in the page.
 * Only violations are gathered: the passing nodes were most of what came back.
 */
export async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(TAGS)
    .setLegacyMode()
    .analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact ?? "?"}): ${n.target.join(" ")}`));
}
