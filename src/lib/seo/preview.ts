/**
 * A Deploy Preview or branch deploy (CONTEXT=deploy-preview or branch-deploy) is for people to
 * review, never for search engines: its robots.txt disallows everything, every response carries
 * `X-Robots-Tag: noindex` (public/_headers, which Netlify applies to pages, twins, llms.txt and
 * files alike), and every page says `noindex` in its head too (for a host or a copy that ignores
 * _headers). A build for the live site is unchanged by this step.
 */
import fs from "node:fs";
import path from "node:path";
import { isPreviewDeploy, type Env } from "../env";
import type { PostBuildStep } from "../build/step";
import { htmlElements, splice } from "../build/html-elements";
import { htmlPages } from "../build/html-elements";

export const PREVIEW_ROBOTS_TXT =
  "# A Deploy Preview of the site, for review: nothing here is to be crawled or indexed.\nUser-agent: *\nDisallow: /\n";
export const NOINDEX = "noindex, nofollow";
const BLOCK_START = "# Deploy Preview: never indexed (src/lib/seo/preview.ts): start\n";
const BLOCK_END = "# Deploy Preview: end\n";
export const PREVIEW_HEADERS = `${BLOCK_START}/*\n  X-Robots-Tag: ${NOINDEX}\n${BLOCK_END}`;

/** Whether this build is one (its own CONTEXT, as Netlify sets it for the build). */
export const isPreviewBuild = (env: Env): boolean => isPreviewDeploy(env, env.CONTEXT);

/** A page's HTML with `<meta name="robots" content="noindex, nofollow">`: an existing robots tag made noindex, else one added first in its head. */
export function noindexHtml(html: string): string {
  const elements = htmlElements(html);
  const robots = elements.find((e) => e.name === "meta" && e.attributes.name?.toLowerCase() === "robots");
  if (robots) {
    const span = robots.attributeSpans.content;
    if (span) return splice(html, [{ start: span[0], end: span[1], text: `content="${NOINDEX}"` }]);
    return splice(html, [
      { start: robots.startTagEnd - 1, end: robots.startTagEnd - 1, text: ` content="${NOINDEX}"` },
    ]);
  }
  const head = elements.find((e) => e.name === "head");
  if (!head) return html;
  return splice(html, [
    { start: head.startTagEnd, end: head.startTagEnd, text: `<meta name="robots" content="${NOINDEX}"/>` },
  ]);
}

/** _headers without a Deploy Preview's block. */
export const withoutPreviewBlock = (headers: string): string => {
  const start = headers.indexOf(BLOCK_START);
  const end = headers.indexOf(BLOCK_END, start);
  return start === -1 || end === -1 ? headers : `${headers.slice(0, start)}${headers.slice(end + BLOCK_END.length)}`;
};

/**
 * Before the Content-Security-Policy, which seals the pages. A build that is no preview removes
 * the block a preview's build left in _headers (Gatsby keeps public/ from one build to the next,
 * and Netlify's build cache restores it), so the live site never answers `noindex`; robots.txt
 * and the pages are written anew by every build.
 */
export const previewNoindexStep: PostBuildStep = {
  name: "a Deploy Preview stays out of search engines",
  run({ publicDir, env, reporter }) {
    const headersFile = path.join(publicDir, "_headers");
    const existing = fs.existsSync(headersFile) ? fs.readFileSync(headersFile, "utf8") : "";
    if (!isPreviewBuild(env)) {
      const live = withoutPreviewBlock(existing);
      if (live !== existing) fs.writeFileSync(headersFile, live);
      return;
    }
    fs.writeFileSync(path.join(publicDir, "robots.txt"), PREVIEW_ROBOTS_TXT);
    if (!existing.includes(BLOCK_START)) fs.writeFileSync(headersFile, `${PREVIEW_HEADERS}${existing}`);
    const pages = htmlPages(publicDir);
    for (const { file } of pages) fs.writeFileSync(file, noindexHtml(fs.readFileSync(file, "utf8")));
    reporter.info(
      `${env.CONTEXT ?? "preview"}: robots.txt disallows everything, and ${pages.length} pages and every file say noindex; the Functions keep, send and announce nothing (README, Deploy previews).`,
    );
  },
};
