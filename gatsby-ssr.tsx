import React, { isValidElement, type ReactNode } from "react";
import type { GatsbySSR } from "gatsby";
import { Provider } from "./src/components/ui/provider";
import { inlineJson, SPECULATION_RULES } from "./src/lib/page-scripts";

/** src/lib/disclosure-script.ts, bundled and minified (gatsby-node.ts, onCreateWebpackConfig). */
declare const __MENU_SCRIPT__: string;

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <Provider>{element}</Provider>;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents, setPostBodyComponents }) => {
  setHtmlAttributes({ lang: "en-AU" });
  // Without JavaScript the disclosure menus cannot toggle; let hover and focus open them instead.
  setHeadComponents([
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
