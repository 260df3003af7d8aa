import React, { type ReactNode } from "react";
import { useSite } from "../../hooks/use-site";
import { CurrentPath } from "../ui/site-link";
import { Footer } from "./footer";
import { Header } from "./header";
import { ActionBar } from "./action-bar";
import { normalisePath } from "../../lib/content/pages";
import { SkipLink } from "./skip-link";
import { PageUpdated } from "./page-updated";

export const MAIN_ID = "main";

/**
 * Every page's frame. It is rendered only into the static HTML: no page hydrates (docs/architecture.md,
 * How a page loads). The menus' behaviour is a script of its own (src/lib/browser/disclosure-script.ts, added
 * to every page by gatsby-ssr.tsx).
 */
/**
 * `interactive`: the page has an island, whose script before interaction keeps to its own budget
 * (1.0 kB gzipped): such a page (home, contact, the AI search check) has no action bar, and its
 * own buttons stay the way to act.
 *
 * `updated`: the page's date (its context's lastmod), shown as the last line of <main> on every
 * indexable page that has one (page-updated.tsx). A noindex page, an article (its byline carries
 * its dates) and a page with no known date pass none, and show none.
 */
export function Layout({
  path,
  children,
  interactive = false,
  updated,
}: {
  path: string;
  children: ReactNode;
  interactive?: boolean;
  updated?: string | null;
}) {
  const site = useSite();
  return (
    <CurrentPath.Provider value={path}>
      <div className="site-root">
        <SkipLink target={MAIN_ID} label={site.header.skipLink} />
        <Header site={site} />
        <main id={MAIN_ID} tabIndex={-1} className="site-main">
          {children}
          <PageUpdated lastmod={updated} label={site.ui.pageUpdated} />
        </main>
        <Footer site={site} />
        {/* Not on the page its action leads to. */}
        {interactive || normalisePath(path) === normalisePath(site.header.cta.to) ? null : <ActionBar site={site} />}
      </div>
    </CurrentPath.Provider>
  );
}
