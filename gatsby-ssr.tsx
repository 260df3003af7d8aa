import React, { isValidElement, type ReactNode } from "react";
import type { GatsbySSR } from "gatsby";
import { Provider } from "./src/components/ui/provider";
import { hasInteractiveIsland, inlineJson, SPECULATION_RULES } from "./src/lib/page-scripts";

/** src/lib/disclosure-script.ts, bundled and minified (gatsby-node.ts, onCreateWebpackConfig). */
declare const __MENU_SCRIPT__: string;

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <Provider>{element}</Provider>;

/** Pages rendered with an interactive section, from onRenderBody until their onPreRenderHTML. */
const interactivePages = new Set<string>();

export const onRenderBody: GatsbySSR["onRenderBody"] = (args) => {
  const { setHtmlAttributes, setHeadComponents, setPostBodyComponents, pathname } = args;
  // The page's rendered body: Gatsby passes it, its types do not declare it.
  const { bodyHtml } = args as { bodyHtml?: unknown };
  setHtmlAttributes({ lang: "en-AU" });
  // Without JavaScript the disclosure menus cannot toggle; let hover and focus open them instead.
  setHeadComponents([
    <noscript key="no-js-menus">
      <style>{`[data-disclosure]:hover>[data-disclosure-panel][data-state=closed],[data-disclosure]:focus-within>[data-disclosure-panel][data-state=closed]{display:block}`}</style>
    </noscript>,
  ]);
  // A page needs React when the server rendered an interactive island on it (one of its sections
  // is in INTERACTIVE_SECTION_TYPES); the decision follows the page's content, not a list of routes.
  if (typeof bodyHtml === "string" && hasInteractiveIsland(bodyHtml)) interactivePages.add(pathname);
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

/** A page with nothing to interact with but menus is sent without the framework's JavaScript. */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({ pathname, getHeadComponents, replaceHeadComponents, getPostBodyComponents, replacePostBodyComponents }) => {
  if (interactivePages.delete(pathname)) return;
  replaceHeadComponents(getHeadComponents().filter((node) => !isFrameworkScript(node)));
  replacePostBodyComponents(getPostBodyComponents().filter((node) => !isFrameworkScript(node)));
};
