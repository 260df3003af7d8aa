import React, { type ReactNode } from "react";
import { useSite } from "../../hooks/use-site";
import { Island } from "../island";
import { CurrentPath } from "../ui/site-link";
// The HTML build gets chrome.server (the real header and footer); see chrome.server.tsx.
import { Footer, Header, SkipLink } from "./chrome.client";

export const MAIN_ID = "main";

/**
 * Header, sections and footer are static islands: where React runs at all, the browser keeps the
 * server's HTML and React does not re-render them. The menus' behaviour is a script of its own
 * (src/lib/disclosure-script.ts, added to every page by gatsby-ssr.tsx). Plain elements here
 * (styled by the global CSS), so the browser needs no styling runtime for them.
 */
export function Layout({ path, children }: { path: string; children: ReactNode }) {
  const site = useSite();
  return (
    <CurrentPath.Provider value={path}>
      <div className="site-root">
        <Island>
          <SkipLink target={MAIN_ID} label={site.header.skipLink} />
          <Header site={site} />
        </Island>
        <main id={MAIN_ID} tabIndex={-1} className="site-main">
          {children}
        </main>
        <Island>
          <Footer site={site} />
        </Island>
      </div>
    </CurrentPath.Provider>
  );
}
