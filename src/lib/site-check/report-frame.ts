/**
 * The report page's frame, from the page the build made at /ai-search-check/report/ (its file in
 * data/pages/ says a report is not there), written into the compiled Functions that draw report
 * pages, so each report is in the site's layout: the header, footer, faces, styles and the menus'
 * script exactly as every other page has them. Gatsby compiles the Functions before it renders the
 * HTML, so this step, after the build, puts the frame where report-page.ts left a marker, in
 * .cache/functions, which `gatsby serve` and the Netlify adapter then use.
 */
import fs from "node:fs";
import path from "node:path";
import { contentOf, htmlElements, splice, type HtmlElement } from "../build/html-elements";
import type { PostBuildStep } from "../build/step";
import { FRAME_TOKENS, type FrameWords, type ReportFrame } from "./report-page";
import { REPORT_PAGE } from "../content/report-address";

const MARKER = /(["'])__SITE_CHECK_REPORT_FRAME__\1/g;

/** The frame of a built page: its <main>'s content apart, its title, description and address made tokens. */
export function frameOf(html: string): ReportFrame {
  const elements = htmlElements(html);
  const main = elements.find((e) => e.name === "main");
  if (!main) throw new Error("the report page's frame has no <main>");
  const title = elements.find((e) => e.name === "title");
  const meta = (key: "name" | "property", value: string): HtmlElement | undefined =>
    elements.find((e) => e.name === "meta" && e.attributes[key] === value && e.start < main.start);
  const edits: Array<{ start: number; end: number; text: string }> = [];
  const words: FrameWords = { title: "", description: "", url: "" };
  if (title) {
    words.title = contentOf(html, title);
    edits.push({ start: title.startTagEnd, end: title.endTagStart, text: FRAME_TOKENS.title });
  }
  const attribute = (element: HtmlElement | undefined, token: string) => {
    const span = element?.attributeSpans.content;
    if (span) edits.push({ start: span[0], end: span[1], text: `content="${token}"` });
  };
  const description = meta("name", "description");
  words.description = description?.attributes.content ?? "";
  attribute(description, FRAME_TOKENS.description);
  attribute(meta("property", "og:title"), FRAME_TOKENS.title);
  attribute(meta("property", "og:description"), FRAME_TOKENS.description);
  const url = meta("property", "og:url");
  words.url = url?.attributes.content ?? "";
  attribute(url, FRAME_TOKENS.url);
  const head = splice(html.slice(0, main.startTagEnd), edits);
  // The phone's action bar after <main>: its main action becomes the report's own ask (its address
  // and words tokens), and the check's link, the page the reader is on, goes.
  const tailEdits: Array<{ start: number; end: number; text: string }> = [];
  const bar = elements.find((e) => e.start > main.end && "data-action-bar" in e.attributes);
  const links = bar ? elements.filter((e) => e.name === "a" && e.start > bar.start && e.end <= bar.endTagStart) : [];
  const [primary, ...rest] = links;
  const href = primary?.attributeSpans.href;
  if (primary && href) {
    words.bar = { href: primary.attributes.href ?? "", label: contentOf(html, primary) };
    tailEdits.push({ start: href[0], end: href[1], text: `href="${FRAME_TOKENS.barHref}"` });
    tailEdits.push({ start: primary.startTagEnd, end: primary.endTagStart, text: FRAME_TOKENS.barLabel });
    for (const link of rest) tailEdits.push({ start: link.start, end: link.end, text: "" });
  }
  const tail = splice(
    html.slice(main.endTagStart),
    tailEdits.map((edit) => ({ ...edit, start: edit.start - main.endTagStart, end: edit.end - main.endTagStart })),
  );
  return { head, main: contentOf(html, main), tail, words };
}

/** Every compiled Function file under `dir`. */
function compiledFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? compiledFiles(full) : entry.name.endsWith(".js") ? [full] : [];
  });
}

/** Writes `frame` where the compiled Functions hold the marker; returns the files it wrote. */
export function writeFrame(functionsDir: string, frame: ReportFrame): string[] {
  const literal = JSON.stringify(JSON.stringify(frame));
  const written: string[] = [];
  for (const file of compiledFiles(functionsDir)) {
    const code = fs.readFileSync(file, "utf8");
    if (!MARKER.test(code)) continue;
    MARKER.lastIndex = 0;
    fs.writeFileSync(
      file,
      code.replace(MARKER, () => literal),
    );
    written.push(file);
  }
  return written;
}

export const reportFrameStep: PostBuildStep = {
  name: "the report page's frame, into the check's Functions",
  run: ({ rootDir, publicDir, reporter }) => {
    const page = path.join(publicDir, ...REPORT_PAGE.split("/").filter(Boolean), "index.html");
    if (!fs.existsSync(page))
      throw new Error(
        `${path.relative(rootDir, page)} is missing: the AI search check's reports have no frame (data/pages/ai-search-check-report.yaml)`,
      );
    const written = writeFrame(path.join(rootDir, ".cache", "functions"), frameOf(fs.readFileSync(page, "utf8")));
    if (written.length === 0)
      throw new Error("no compiled Function holds the report page's marker (src/lib/site-check/report-page.ts)");
    reporter.info(`the report page's frame is in ${written.length} Function(s)`);
  },
};

/** The compiled Function that draws report pages (src/api/site-check/report-page/[id].ts). */
const REPORT_PAGE_SOURCE = "site-check/report-page/[id].ts";

/**
 * The rewrite that sends a report page's address to its Function on Netlify, whose redirects
 * apply once (a rewrite to /api/… would not reach the Function): straight to the Function's own
 * address, by the id Gatsby gave it (.cache/functions/manifest.json, written before pages are
 * made). The request keeps its path there, which holds the report's id.
 */
export function reportPageRewrite(rootDir: string): { fromPath: string; toPath: string; statusCode: 200 } {
  const manifest = path.join(rootDir, ".cache", "functions", "manifest.json");
  const functions = JSON.parse(fs.readFileSync(manifest, "utf8")) as Array<{
    originalRelativeFilePath: string;
    functionId: string;
  }>;
  const found = functions.find((f) => f.originalRelativeFilePath.split(path.sep).join("/") === REPORT_PAGE_SOURCE);
  if (!found) throw new Error(`Gatsby compiled no Function from src/api/${REPORT_PAGE_SOURCE}`);
  return { fromPath: `${REPORT_PAGE}*`, toPath: `/.netlify/functions/${found.functionId}`, statusCode: 200 };
}
