/**
 * The page chrome (skip link, header, footer) as the HTML build renders it. The browser bundle
 * gets chrome.client instead (gatsby-node.ts swaps the two), because in the browser this markup
 * is a static island that is never re-rendered: shipping its code would only cost the visitor.
 */
export { SkipLink } from "./skip-link";
export { Header } from "./header";
export { Footer } from "./footer";
