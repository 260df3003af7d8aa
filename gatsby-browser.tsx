import React from "react";
import type { GatsbyBrowser } from "gatsby";
import { Provider } from "./src/components/ui/provider";
import { HydrationMark } from "./src/components/island";
import { preloadSections } from "./src/components/sections";

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <Provider>
    {element}
    <HydrationMark />
  </Provider>
);

/** At the visitor's first sign of intent, fetch the section code a client-side navigation will need. */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  const events = ["pointerdown", "keydown", "touchstart", "mouseover"] as const;
  const preload = () => {
    events.forEach((e) => window.removeEventListener(e, preload));
    preloadSections();
  };
  events.forEach((e) => window.addEventListener(e, preload, { passive: true }));
};
