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
import { writeHeadersBlock } from "../build/headers-file";
import { twinDocuments } from "./documents";
import { llmsFullTxt, llmsTxt } from "./llms";
import { twinPath } from "./markdown";
import { MARKDOWN_TYPE } from "../edge/markdown-twin";

export const LLMS_TXT = "llms.txt";
export const LLMS_FULL_TXT = "llms-full.txt";
export const TEXT_TYPE = "text/plain; charset=utf-8";

const BLOCK = {
  start: "# Markdown twins and llms.txt (src/lib/answers/step.ts): start\n",
  end: "# Markdown twins and llms.txt: end\n",
};

/**
 * Netlify's headers for them (public/_headers, beside the Content-Security-Policy's block): each
 * page names its twin in a Link header as its <head> does; each twin is Markdown in UTF-8 and
 * names its page as canonical, so a search engine indexes the page rather than its copy.
 */
export function twinHeaders(routes: readonly string[], siteUrl: string): string {
  const rules = routes.map(
    (route) =>
      `${route}\n  Link: <${siteUrl}${twinPath(route)}>; rel="alternate"; type="text/markdown"\n` +
      `${twinPath(route)}\n  Content-Type: ${MARKDOWN_TYPE}\n  Link: <${siteUrl}${route}>; rel="canonical"\n`,
  );
  const files = [LLMS_TXT, LLMS_FULL_TXT].map((file) => `/${file}\n  Content-Type: ${TEXT_TYPE}\n`);
  return [...rules, ...files].join("");
}

export const answerEnginesStep: PostBuildStep = {
  name: "Markdown twins, llms.txt and llms-full.txt",
  run({ rootDir, publicDir, siteUrl, content, pageDates, reporter }) {
    const documents = twinDocuments(content, siteUrl, () => measureSite(rootDir, publicDir), pageDates);
    for (const doc of documents) {
      const file = path.join(publicDir, twinPath(doc.route));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `${doc.markdown}\n`);
    }
    fs.writeFileSync(
      path.join(publicDir, LLMS_TXT),
      llmsTxt(content.site, documents, siteUrl, content.siteCheck?.agents),
    );
    fs.writeFileSync(path.join(publicDir, LLMS_FULL_TXT), llmsFullTxt(content.site, documents, siteUrl));
    writeHeadersBlock(
      publicDir,
      BLOCK,
      twinHeaders(
        documents.map((d) => d.route),
        siteUrl,
      ),
    );
    reporter.info(`${documents.length} Markdown twins, ${LLMS_TXT} and ${LLMS_FULL_TXT} written`);
  },
};
