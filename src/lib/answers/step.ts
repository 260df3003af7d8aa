/**
 * After the build: every indexable page's Markdown twin beside its HTML (`…/index.html.md`), and
 * /llms.txt and /llms-full.txt. It runs after this site's own figures are measured (a siteFacts
 * section's twin states them) and writes no HTML, so the Content-Security-Policy that follows
 * seals the same pages; the twins, being no HTML page, are in neither its report nor the sitemap.
 */
import fs from "node:fs";
import path from "node:path";
import { measureSite } from "../build/site-facts";
import type { PostBuildStep } from "../build/step";
import { twinDocuments } from "./documents";
import { llmsFullTxt, llmsTxt } from "./llms";
import { twinPath } from "./markdown";

export const LLMS_TXT = "llms.txt";
export const LLMS_FULL_TXT = "llms-full.txt";

export const answerEnginesStep: PostBuildStep = {
  name: "Markdown twins, llms.txt and llms-full.txt",
  run({ rootDir, publicDir, siteUrl, content, reporter }) {
    const documents = twinDocuments(content, siteUrl, () => measureSite(rootDir, publicDir));
    for (const doc of documents) {
      const file = path.join(publicDir, twinPath(doc.route));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `${doc.markdown}\n`);
    }
    fs.writeFileSync(path.join(publicDir, LLMS_TXT), llmsTxt(content.site, documents, siteUrl));
    fs.writeFileSync(path.join(publicDir, LLMS_FULL_TXT), llmsFullTxt(content.site, documents, siteUrl));
    reporter.info(`${documents.length} Markdown twins, ${LLMS_TXT} and ${LLMS_FULL_TXT} written`);
  },
};
