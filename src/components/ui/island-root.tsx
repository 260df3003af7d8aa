import React, { type ReactNode } from "react";
import { inlineJson } from "../../lib/build/inline-json";
import {
  ISLAND_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  islandLoaderScript,
  type IslandName,
  type IslandScripts,
} from "./islands";

/**
 * Each island's bundle address, set at build by gatsby-node.ts (onCreateWebpackConfig, from
 * build.ts), by the CMS bundle (no loader: the preview is not a page) and by Jest's globals.
 */
declare const __ISLAND_SCRIPTS__: Partial<IslandScripts>;

/**
 * An island in the server's HTML: its element (which the browser hydrates with the same
 * component and `props`), its props as a JSON block, and its loader. `children` must be exactly
 * what the island's entry renders from `props`.
 */
export function IslandRoot({ name, props, children }: { name: IslandName; props: unknown; children: ReactNode }) {
  const src = __ISLAND_SCRIPTS__[name];
  return (
    <>
      <div {...{ [ISLAND_ATTRIBUTE]: name }}>{children}</div>
      <script
        type="application/json"
        {...{ [ISLAND_PROPS_ATTRIBUTE]: name }}
        dangerouslySetInnerHTML={{ __html: inlineJson(props) }}
      />
      {src ? <script dangerouslySetInnerHTML={{ __html: islandLoaderScript(name, src) }} /> : null}
    </>
  );
}
