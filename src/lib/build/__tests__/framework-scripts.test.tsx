import React from "react";
import { gatsbyScriptFiles, withoutFrameworkScripts } from "../framework-scripts";

const stats = {
  assetsByChunkName: {
    app: ["webpack-runtime-1a.js", "framework-2b.js", "app-3c.js"],
    "component---src-pages-index-tsx": ["commons-4d.js", "component---src-pages-index-tsx-5e.js", "styles.css"],
  },
};
const gatsby = gatsbyScriptFiles(stats);

describe("Gatsby's runtime on a rendered page", () => {
  it("knows Gatsby's script files from its webpack stats", () => {
    expect([...gatsby].sort()).toEqual([
      "/app-3c.js",
      "/commons-4d.js",
      "/component---src-pages-index-tsx-5e.js",
      "/framework-2b.js",
      "/webpack-runtime-1a.js",
    ]);
    expect(gatsbyScriptFiles({})).toEqual(new Set());
  });

  it("leaves off Gatsby's script files, their preloads and its inline page data, and keeps everything else", () => {
    const kept = withoutFrameworkScripts(
      [
        <script key="a" src="/app-3c.js" />,
        <link key="b" rel="preload" as="script" href="/framework-2b.js" />,
        <script key="c" id="gatsby-chunk-mapping" />,
        <script key="d" id="gatsby-script-loader" />,
        <script key="menus" dangerouslySetInnerHTML={{ __html: "menu()" }} />,
        <script key="ld" type="application/ld+json" />,
        <link key="font" rel="preload" as="font" href="/_fonts/inter-subset-1.woff2" />,
      ],
      gatsby,
      "/about/",
    );
    expect(kept.map((node) => (React.isValidElement(node) ? node.key : null))).toEqual(["menus", "ld", "font"]);
  });

  it("stops the build on any other external script, naming the page and the script", () => {
    expect(() =>
      withoutFrameworkScripts([<script key="x" src="https://cdn.example.com/tracker.js" />], gatsby, "/contact/"),
    ).toThrow("/contact/ would load the script https://cdn.example.com/tracker.js, which is not Gatsby's runtime");
    expect(() =>
      withoutFrameworkScripts([<link key="y" rel="preload" as="script" href="/vendor-9.js" />], gatsby, "/"),
    ).toThrow("/ would load the script /vendor-9.js");
  });

  it("under gatsby develop, which writes no stats, takes every script file for its runtime", () => {
    expect(withoutFrameworkScripts([<script key="a" src="/commons.js" />], "all", "/")).toEqual([]);
  });
});
