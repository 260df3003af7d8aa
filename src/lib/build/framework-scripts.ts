/**
 * Which script tags of a rendered page are Gatsby's runtime, which gatsby-ssr.tsx leaves off every
 * page: its inline page data, the slice holding its script tags, and the script files (and their
 * preloads) its webpack build wrote, as public/webpack.stats.json lists them. Any other external
 * script is one nobody decided to ship: the build stops, naming the page and the script.
 */
import { isValidElement, type ReactNode } from "react";

/** The addresses of every script file Gatsby's webpack build wrote (from webpack.stats.json). */
export function gatsbyScriptFiles(stats: unknown): Set<string> {
  const byChunk =
    typeof stats === "object" && stats !== null
      ? (stats as { assetsByChunkName?: unknown }).assetsByChunkName
      : undefined;
  const files = typeof byChunk === "object" && byChunk !== null ? Object.values(byChunk).flat() : [];
  return new Set(files.filter((f): f is string => typeof f === "string" && f.endsWith(".js")).map((f) => `/${f}`));
}

function propsOf(node: ReactNode): Record<string, unknown> {
  return isValidElement<Record<string, unknown>>(node) ? node.props : {};
}

/** The script file a node loads or preloads, if it is a `<script src>` or a `<link as="script">`. */
function scriptFileOf(node: ReactNode): string | undefined {
  if (!isValidElement(node)) return undefined;
  const props = propsOf(node);
  if (node.type === "script" && typeof props.src === "string") return props.src;
  if (node.type === "link" && props.as === "script" && typeof props.href === "string") return props.href;
  return undefined;
}

/** The nodes of a page's head or body end without Gatsby's runtime; throws on any other external script. */
export function withoutFrameworkScripts(
  nodes: readonly ReactNode[],
  gatsbyFiles: ReadonlySet<string> | "all",
  page: string,
): ReactNode[] {
  return nodes.filter((node) => {
    const props = propsOf(node);
    if (
      props.id === "gatsby-script-loader" ||
      props.id === "gatsby-chunk-mapping" ||
      props.sliceId === "_gatsby-scripts"
    )
      return false;
    const file = scriptFileOf(node);
    if (file === undefined) return true;
    if (gatsbyFiles === "all" || gatsbyFiles.has(new URL(file, "https://site").pathname)) return false;
    throw new Error(
      `${page} would load the script ${file}, which is not Gatsby's runtime (left off every page) nor an island (src/islands/). Pages ship no script files; make it an island or remove it.`,
    );
  });
}
