/**
 * The page chrome in the browser bundle: nothing. The skip link, header and footer are static
 * islands that keep the server's HTML (see island.tsx and chrome.server.tsx).
 */
import type { SiteContent } from "../../hooks/use-site";

export function SkipLink(_props: { target: string; label: string }) {
  return null;
}
export function Header(_props: { site: SiteContent }) {
  return null;
}
export function Footer(_props: { site: SiteContent }) {
  return null;
}
