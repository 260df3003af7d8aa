/**
 * The Content-Security-Policy, page by page. No page may run an inline script the build did not
 * ship: `script-src` has no 'unsafe-inline', and each inline script a page carries (the menus'
 * script, speculation rules, on the contact page Gatsby's own) is allowed by its sha256 hash,
 * computed from the HTML files in public/ after they are written (gatsby-node.ts onPostBuild):
 *
 * - Netlify: one rule per page in public/_headers (gatsby-adapter-netlify keeps lines it did not
 *   write, and adds its own block after them);
 * - the 404 page, which Netlify serves for any unknown address (no rule can name those): the same
 *   policy in a <meta http-equiv> at the top of its <head>.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { contentOf, htmlElements, htmlPages, splice, type HtmlElement } from "../build/html-elements";
import type { PostBuildStep } from "../build/step";

/** The map on the contact page is the only thing the site loads from another origin. */
const MAP_ORIGIN = "https://www.openstreetmap.org";

/** Everything but script-src: only what the site uses. Emotion inlines styles, hence style-src. */
const DIRECTIVES = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  // data: for the body face, which each page carries in its CSS (src/lib/build/font-subsets.ts).
  "font-src 'self' data:",
  "connect-src 'self'",
  `frame-src ${MAP_ORIGIN}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "upgrade-insecure-requests",
];

/**
 * A page's policy: scripts from the site itself, and exactly these inline ones. A policy in a
 * <meta> element cannot say who may frame the page (browsers ignore it there, with an error).
 */
export function pagePolicy(scriptHashes: readonly string[], { inMeta = false } = {}): string {
  const script = ["script-src 'self'", ...[...new Set(scriptHashes)].sort().map((hash) => `'${hash}'`)].join(" ");
  const rest = DIRECTIVES.slice(1).filter((directive) => !(inMeta && directive.startsWith("frame-ancestors")));
  return [DIRECTIVES[0], script, ...rest].join("; ");
}

/**
 * The CMS at /admin/ runs Decap's prebuilt bundle, which evaluates code, runs inline handlers and
 * loads blob: and data: resources; it reads and commits content through GitHub's API (`apiRoot`)
 * and shows the editor's GitHub avatar. Its own rule in gatsby-config.ts (no page rule matches it),
 * except for the team's page of enquiries beneath it, which has its own strict one
 * (src/lib/leads/team-page.ts).
 */
export function adminPolicy(apiRoot: string): string {
  const api = new URL(apiRoot).origin;
  return [DIRECTIVES[0], "script-src 'self' 'unsafe-inline' 'unsafe-eval'", ...DIRECTIVES.slice(1)]
    .join("; ")
    .replace("img-src 'self' data:", "img-src 'self' data: blob: https://avatars.githubusercontent.com")
    .replace("connect-src 'self'", `connect-src 'self' ${api}`);
}

/** Script types the browser runs, so CSP governs them; JSON-LD and other data blocks are not. */
const EXECUTED_TYPES = new Set(["", "text/javascript", "application/javascript", "module", "speculationrules"]);

/**
 * The text of every inline script the browser would run or act on, as its HTML parser reads it:
 * script content ends at the first `</script`.
 */
export function inlineScripts(html: string, elements: readonly HtmlElement[] = htmlElements(html)): string[] {
  return elements
    .filter(
      ({ name, attributes }) =>
        name === "script" && attributes.src === undefined && EXECUTED_TYPES.has(attributes.type?.toLowerCase() ?? ""),
    )
    .map((script) => contentOf(html, script));
}

export function scriptHash(text: string): string {
  return `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
}

export const policyForHtml = (
  html: string,
  options?: { inMeta?: boolean },
  elements: readonly HtmlElement[] = htmlElements(html),
): string => pagePolicy(inlineScripts(html, elements).map(scriptHash), options);

export const NOT_FOUND_FILES = ["404.html", "404/index.html"];
const BLOCK_START = "# Content-Security-Policy per page (src/lib/seo/csp.ts): start\n";
const BLOCK_END = "# Content-Security-Policy per page: end\n";

/** Writes every page's policy into public/_headers, and the 404 page's into its own <head>. */
export function writePagePolicies(publicDir: string): void {
  const rules = htmlPages(publicDir).map(
    ({ route, file }) => `${route}\n  Content-Security-Policy: ${policyForHtml(fs.readFileSync(file, "utf8"))}\n`,
  );
  const headersFile = path.join(publicDir, "_headers");
  const existing = fs.existsSync(headersFile) ? fs.readFileSync(headersFile, "utf8") : "";
  // A build over an earlier one replaces its block rather than adding another.
  const start = existing.indexOf(BLOCK_START);
  const end = existing.indexOf(BLOCK_END);
  const others =
    start >= 0 && end > start ? existing.slice(0, start) + existing.slice(end + BLOCK_END.length) : existing;
  fs.writeFileSync(headersFile, `${BLOCK_START}${rules.join("")}${BLOCK_END}${others}`);

  for (const name of NOT_FOUND_FILES) {
    const file = path.join(publicDir, name);
    if (!fs.existsSync(file)) continue;
    const html = fs.readFileSync(file, "utf8");
    const elements = htmlElements(html);
    const head = elements.find((e) => e.name === "head");
    if (
      !head ||
      elements.some((e) => e.name === "meta" && e.attributes["http-equiv"]?.toLowerCase() === "content-security-policy")
    )
      continue;
    // Before anything else in <head>: a policy applies only to what follows it.
    const meta = `<meta http-equiv="Content-Security-Policy" content="${policyForHtml(html, { inMeta: true }, elements).replace(/"/g, "&quot;")}"/>`;
    fs.writeFileSync(file, splice(html, [{ start: head.startTagEnd, end: head.startTagEnd, text: meta }]));
  }
}

/** Last among the steps that touch pages: it hashes the inline scripts of the HTML as shipped. */
export const contentSecurityPolicyStep: PostBuildStep = {
  name: "Content-Security-Policy per page",
  sealsHtml: true,
  run: ({ publicDir }) => writePagePolicies(publicDir),
};
