/**
 * Every built page is valid: its CSS has no declaration a browser drops (csstree-validator: an
 * unknown property, or a value the property cannot take, such as a token the system lacks) and its
 * HTML passes html-validate's standard and document rules (.htmlvalidate.json). Built files only,
 * no browser.
 */
import fs from "node:fs";
import path from "node:path";
import { validate } from "csstree-validator";
import { HtmlValidate, type ConfigData } from "html-validate";

const root = path.resolve(__dirname, "../..");
const publicDir = path.join(root, "public");

/** Every page a visitor or an editor can open: public/**.html but Gatsby's internal slices. */
function pages(dir = publicDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "_gatsby" ? [] : pages(full);
    return entry.name.endsWith(".html") ? [path.relative(publicDir, full)] : [];
  });
}

const files = pages();
// The same configuration `npx html-validate` reads, loaded here directly (Jest runs CommonJS, and html-validate's own loader imports it as ES).
const htmlValidate = import(path.join(root, ".htmlvalidate.cjs")).then(
  (config: { default: ConfigData }) => new HtmlValidate(config.default),
);

describe("the built pages", () => {
  it("are all here to check", () => {
    expect(files).toEqual(expect.arrayContaining(["index.html", "contact/index.html", "404.html", "admin/index.html"]));
    expect(files.length).toBeGreaterThanOrEqual(25);
  });

  it.each(files.map((f) => [f]))("%s has no CSS declaration a browser drops", (file) => {
    const html = fs.readFileSync(path.join(publicDir, file), "utf8");
    const css = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, text]) => text ?? "");
    const errors = css
      .flatMap((text) => validate(text, file))
      .map((e) => `${e.message}${e.css ? `: ${e.css}` : ""}`)
      // csstree knows only `size` in @page; Chromium applies a page's margins when printing (the report's A4 view).
      .filter((message) => !/^Unknown at-rule descriptor `margin(-top|-right|-bottom|-left)?`$/.test(message));
    expect(errors).toEqual([]);
  });

  it.each(files.map((f) => [f]))("%s is valid HTML", async (file) => {
    const report = await (await htmlValidate).validateFile(path.join(publicDir, file));
    const errors = report.results.flatMap((r) =>
      r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId}: ${m.message}`),
    );
    expect(errors).toEqual([]);
  });
});
