import React from "react";
import { renderToString } from "react-dom/server";
import type { GatsbySSR } from "gatsby";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { Provider } from "./src/components/ui/provider";
import { bodyFaceFirstScript, fontFaceCss } from "./src/components/ui/fonts";
import { SPECULATION_RULES } from "./src/lib/browser";
import { inlineJson } from "./src/lib/build/inline-json";
import type { FontFiles } from "./src/lib/build/font-subsets";
import { withoutFrameworkScripts } from "./src/lib/build/framework-scripts";

/** src/lib/browser/disclosure-script.ts, bundled and minified (gatsby-node.ts, onCreateWebpackConfig). */
declare const __MENU_SCRIPT__: string;
/** The brand faces' subsets and full files in public/_fonts/ (gatsby-node.ts, onCreateWebpackConfig). */
declare const __FONT_FILES__: FontFiles;
/** Gatsby's own script files ("all" under gatsby develop, which serves its runtime under other names). */
declare const __GATSBY_SCRIPTS__: string[] | "all";

/**
 * Each page's CSS once, in its head: Emotion (Chakra's styling engine) in compat mode keeps the
 * rules it generates instead of writing a <style> element before each component in the body, and
 * they are written out together in the order they were generated. The ids let the contact form's
 * island know, when it hydrates, which rules the page already has.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({
  bodyComponent,
  replaceBodyHTMLString,
  setHeadComponents,
}) => {
  // No vendor prefixer: every browser the site supports reads the standard properties, and the
  // prefixed copies (-ms-flexbox, -webkit-box-align...) are declarations browsers drop.
  const cache = createCache({ key: "css", stylisPlugins: [] });
  cache.compat = true;
  const order: string[] = [];
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (shouldCache && !(serialized.name in cache.inserted)) order.push(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  // Chakra's provider wraps the body here, not in wrapRootElement, which Gatsby also applies to each
  // page's Head: there it would write the global styles a second time, in style tags of their own.
  replaceBodyHTMLString(
    renderToString(
      <CacheProvider value={cache}>
        <Provider>{bodyComponent as React.ReactElement}</Provider>
      </CacheProvider>,
    ),
  );
  const css = order.map((name) => cache.inserted[name]).filter((rules): rules is string => typeof rules === "string");
  setHeadComponents([
    <style key="emotion" data-emotion={`css ${order.join(" ")}`} dangerouslySetInnerHTML={{ __html: css.join("") }} />,
  ]);
};

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  setHtmlAttributes,
  setHeadComponents,
  setPostBodyComponents,
}) => {
  setHtmlAttributes({ lang: "en-AU" });
  const bodyFaceFirst = bodyFaceFirstScript(__FONT_FILES__);
  setHeadComponents([
    // The heading subset is fetched with the HTML (it draws the largest text of the first screen);
    // the body subset is in the page's CSS already (src/lib/build/font-subsets.ts), nothing to fetch.
    ...[__FONT_FILES__.heading, __FONT_FILES__.body]
      .filter((face) => !face.subset.startsWith("data:"))
      .map((face) => (
        <link key={face.subset} rel="preload" href={face.subset} as="font" type="font/woff2" crossOrigin="anonymous" />
      )),
    <style key="fonts" dangerouslySetInnerHTML={{ __html: fontFaceCss(__FONT_FILES__) }} />,
    ...(bodyFaceFirst ? [<script key="body-face-first" dangerouslySetInnerHTML={{ __html: bodyFaceFirst }} />] : []),
    // Without JavaScript the disclosure menus cannot toggle; let hover and focus open them instead.
    <noscript key="no-js-menus">
      <style>{`[data-disclosure]:hover>[data-disclosure-panel][data-state=closed],[data-disclosure]:focus-within>[data-disclosure-panel][data-state=closed]{display:block}`}</style>
    </noscript>,
  ]);
  setPostBodyComponents([
    <script key="menus" dangerouslySetInnerHTML={{ __html: __MENU_SCRIPT__ }} />,
    <script
      key="speculation-rules"
      type="speculationrules"
      dangerouslySetInnerHTML={{ __html: inlineJson(SPECULATION_RULES) }}
    />,
  ]);
};

/**
 * No page loads Gatsby's runtime: every page is its prebuilt HTML, and the parts a visitor
 * interacts with are islands that load their own code when reached for (src/islands/).
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  const gatsbyScripts = __GATSBY_SCRIPTS__ === "all" ? "all" : new Set(__GATSBY_SCRIPTS__);
  replaceHeadComponents(withoutFrameworkScripts(getHeadComponents(), gatsbyScripts, pathname));
  replacePostBodyComponents(withoutFrameworkScripts(getPostBodyComponents(), gatsbyScripts, pathname));
};
