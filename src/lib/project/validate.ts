/**
 * Build-time content validation. Everything an editor can get wrong in data/ is caught here and
 * reported as `<file>: <field path> <what is wrong>`, so gatsby-node can stop the build before a
 * broken page ships. Framework-free so it is unit-tested against fixtures without Gatsby, and free
 * of Node APIs so the CMS runs the same checks in the browser (load.ts reads the files from disk).
 * Each named rule is a file in rules/, run in the order rules/index.ts lists them.
 */
import type { Problem } from "../content/problems";
import type { Content } from "../content/files";
import type { ArticleFile } from "../insights";
import { ruleContext, type ValidateOptions } from "./rules/context";
import { CONTENT_RULES } from "./rules";

export type { ArticleFile, Content, ValidateOptions };
export type { ContentRule, RuleContext } from "./rules/context";
export { validateFile, type FileKind } from "./rules/file-schemas";
export { CONTENT_RULES };

export function validateContent(content: Content, options: ValidateOptions): Problem[] {
  const context = ruleContext(content, options);
  return CONTENT_RULES.flatMap((rule) => rule.check(context));
}
