import React from "react";
import type { GatsbySSR } from "gatsby";
import { Provider } from "./src/components/ui/provider";

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <Provider>{element}</Provider>;

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en-AU" });
  // Without JavaScript the disclosure menus cannot toggle; let hover and focus open them instead.
  setHeadComponents([
    <noscript key="no-js-menus">
      <style>{`[data-disclosure]:hover>[data-disclosure-panel][data-state=closed],[data-disclosure]:focus-within>[data-disclosure-panel][data-state=closed]{display:block}`}</style>
    </noscript>,
  ]);
};
