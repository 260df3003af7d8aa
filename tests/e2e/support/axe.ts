import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** WCAG 2.2 AA, as axe-core checks it. */
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** Each violation on the page as "rule (impact): target", so a failure names what to fix. */
export async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.impact ?? "?"}): ${n.target.join(" ")}`));
}
