import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inlineScripts, pagePolicy, scriptHash, writePagePolicies } from "../csp";

describe("the Content-Security-Policy's inline scripts", () => {
  it("hashes the scripts the browser runs, as written, and no data block or script file", () => {
    const html = [
      '<html><head><script type="application/ld+json">{"@type":"WebPage"}</script><script src="/a.js"></script>',
      '<script type="speculationrules">{"prerender":[]}</script></head>',
      '<body><script data-note="a>b">if (a &amp;&amp; b < c) go()</script><SCRIPT TYPE="Module">m()</SCRIPT><script type="text/template"><p></script></body></html>',
    ].join("");
    expect(inlineScripts(html)).toEqual(['{"prerender":[]}', "if (a &amp;&amp; b < c) go()", "m()"]);
  });
});

describe("writing each page's policy", () => {
  let publicDir: string;
  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "csp-"));
    fs.mkdirSync(path.join(publicDir, "about"));
  });
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  it("writes a rule per page into _headers and the 404 page's policy first in its <head>, once however often it runs", () => {
    const about = "<html><head></head><body><script>menus()</script></body></html>";
    const notFound =
      '<!DOCTYPE html><html lang="en"><head data-x="<header>"><title>Not found</title></head><body><header>x</header><script>log()</script></body></html>';
    fs.writeFileSync(path.join(publicDir, "about", "index.html"), about);
    fs.writeFileSync(path.join(publicDir, "404.html"), notFound);
    fs.writeFileSync(path.join(publicDir, "_headers"), "/*\n  X-Frame-Options: DENY\n");
    writePagePolicies(publicDir);
    writePagePolicies(publicDir);
    expect(fs.readFileSync(path.join(publicDir, "_headers"), "utf8")).toBe(
      [
        "# Content-Security-Policy per page (src/lib/seo/csp.ts): start",
        "/404.html",
        `  Content-Security-Policy: ${pagePolicy([scriptHash("log()")])}`,
        "/about/",
        `  Content-Security-Policy: ${pagePolicy([scriptHash("menus()")])}`,
        "# Content-Security-Policy per page: end",
        "/*",
        "  X-Frame-Options: DENY",
        "",
      ].join("\n"),
    );
    const meta = `<meta http-equiv="Content-Security-Policy" content="${pagePolicy([scriptHash("log()")], { inMeta: true }).replace(/"/g, "&quot;")}"/>`;
    expect(fs.readFileSync(path.join(publicDir, "404.html"), "utf8")).toBe(
      notFound.replace('<head data-x="<header>">', `<head data-x="<header>">${meta}`),
    );
    expect(fs.readFileSync(path.join(publicDir, "about", "index.html"), "utf8")).toBe(about);
  });
});
