/**
 * The article files a run leaves out: drafts (unless it is `gatsby develop`) and articles
 * scheduled after the build's instant (src/lib/content/publication.ts decides both).
 * gatsby-config.ts gives them to gatsby-source-filesystem as `ignore`, so the build never reads
 * one and no page, list, feed, sitemap entry or social card can show it.
 */
import path from "node:path";
import type { Content } from "../content/files";
import { isPublished, publicationOf } from "../content/publication";

export function unpublishedFiles(
  root: string,
  content: Content,
  env: Readonly<Record<string, string | undefined>>,
): string[] {
  const publication = publicationOf(env);
  return (content.articles ?? []).filter((a) => !isPublished(a.data, publication)).map((a) => path.join(root, a.file));
}
