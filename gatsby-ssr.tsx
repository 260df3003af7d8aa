import React, { isValidElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import type { GatsbySSR } from "gatsby";
import createCache from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { Provider } from "./src/components/ui/provider";
import { fontFaceCss } from "./src/components/ui/fonts";
import { inlineJson, SPECULATION_RULES } from "./src/lib/page-scripts";
import type { FontFiles } from "./src/lib/build/font-subsets";

/** src/lib/disclosure-script.ts, bundled and minified (gatsby-node.ts, onCreateWebpackConfig). */
declare const __MENU_SCRIPT__: string;
/** The brand faces' subsets and full files in public/_fonts/ (gatsby-node.ts, onCreateWebpackConfig). */
declare const __FONT_FILES__: FontFiles;

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <Provider>{element}</Provider>;

/**
 * Each page's CSS once, in its head: Emotion (Chakra's styling engine) in compat mode keeps the
 * rules it generates instead of writing a <style> element before each component in the body, and
 * they are written out together in the order they were generated. The ids let the contact form's
 * island know, when it hydrates, which rules the page already has.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  const cache = createCache({ key: "css" });
  cache.compat = true;
  const order: string[] = [];
  const insert = cache.insert;
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    if (shouldCache && !(serialized.name in cache.inserted)) order.push(serialized.name);
    return insert(selector, serialized, sheet, shouldCache);
  };
  replaceBodyHTMLString(renderToString(<CacheProvider value={cache}>{bodyComponent as React.ReactElement}</CacheProvider>));
  const css = order.map((name) => cache.inserted[name]).filter((rules): rules is string => typeof rules === "string");
  setHeadComponents([<style key="emotion" data-emotion={`css ${order.join(" ")}`} dangerouslySetInnerHTML={{ __html: css.join("") }} />]);
};

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents, setPostBodyComponents }) => {
  setHtmlAttributes({ lang: "en-AU" });
  setHeadComponents([
    // Both subsets are fetched with the HTML: the heading face draws the largest text of the first
    // screen, and text set in the body face before it arrived would rewrap when it swaps in.
    <link key="font-preload" rel="preload" href={__FONT_FILES__.heading.subset} as="font" type="font/woff2" crossOrigin="anonymous" />,
    <link key="font-preload-body" rel="preload" href={__FONT_FILES__.body.subset} as="font" type="font/woff2" crossOrigin="anonymous" />,
    <style key="fonts" dangerouslySetInnerHTML={{ __html: fontFaceCss(__FONT_FILES__) }} />,
    // Without JavaScript the disclosure menus cannot toggle; let hover and focus open them instead.
    <noscript key="no-js-menus">
      <style>{`[data-disclosure]:hover>[data-disclosure-panel][data-state=closed],[data-disclosure]:focus-within>[data-disclosure-panel][data-state=closed]{display:block}`}</style>
    </noscript>,
  ]);
  setPostBodyComponents([
    <script key="menus" dangerouslySetInnerHTML={{ __html: __MENU_SCRIPT__ }} />,
    <script key="speculation-rules" type="speculationrules" dangerouslySetInnerHTML={{ __html: inlineJson(SPECULATION_RULES) }} />,
  ]);
};

function propsOf(node: ReactNode): Record<string, unknown> {
  return isValidElement<Record<string, unknown>>(node) ? node.props : {};
}

/** Gatsby's runtime: its inline page data, the slice holding its script tags, and any script file or preload. */
function isFrameworkScript(node: ReactNode): boolean {
  const props = propsOf(node);
  if (props.id === "gatsby-script-loader" || props.id === "gatsby-chunk-mapping" || props.sliceId === "_gatsby-scripts") return true;
  if (isValidElement(node) && node.type === "script" && typeof props.src === "string") return true;
  return isValidElement(node) && node.type === "link" && props.as === "script";
}

/**
 * No page loads Gatsby's runtime: every page is its prebuilt HTML, and the parts a visitor
 * interacts with are islands that load their own code when reached for (src/islands/).
 */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ getHeadComponents, replaceHeadComponents, getPostBodyComponents, replacePostBodyComponents }) => {
  replaceHeadComponents(getHeadComponents().filter((node) => !isFrameworkScript(node)));
  replacePostBodyComponents(getPostBodyComponents().filter((node) => !isFrameworkScript(node)));
};
