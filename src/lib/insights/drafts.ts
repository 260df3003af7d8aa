/**
 * The article files a run leaves out: drafts, unless it is `gatsby develop`. gatsby-config.ts
 * gives them to gatsby-source-filesystem as `ignore`, so `gatsby build` never reads a draft and
 * no page, list, feed, sitemap entry or social card can show one.
 */
import path from "node:path";
import type { Content } from "../content/files";
import { includeDrafts } from "./articles";

export function draftFiles(root: string, content: Content, env: Readonly<Record<string, string | undefined>>): string[] {
  if (includeDrafts(env)) return [];
  return (content.articles ?? []).filter((a) => (a.data as { draft?: unknown } | undefined)?.draft === true).map((a) => path.join(root, a.file));
}
