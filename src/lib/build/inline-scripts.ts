/**
 * Bundles src/lib/browser/disclosure-script.ts (the menus' behaviour) into the small script every page
 * carries inline; gatsby-node.ts hands it to the HTML build as __MENU_SCRIPT__.
 */
import path from "node:path";
import { browserScriptSync } from "./bundle";

export const buildMenuScript = (rootDir: string): string =>
  browserScriptSync(path.join(rootDir, "src/lib/browser/disclosure-script.ts"), "menu script").trim();

/** The phone's action bar's script (src/lib/browser/action-bar-script.ts), for the pages that have the bar: __ACTION_BAR_SCRIPT__. */
export const buildActionBarScript = (rootDir: string): string =>
  browserScriptSync(path.join(rootDir, "src/lib/browser/action-bar-script.ts"), "action bar script").trim();
