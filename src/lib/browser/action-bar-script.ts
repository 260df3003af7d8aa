/**
 * The phone's action bar's script (src/lib/browser/action-bar.ts), bundled on its own (gatsby-node.ts,
 * __ACTION_BAR_SCRIPT__) and written after the bar by components/layout/action-bar.tsx: only pages
 * with the bar carry it, and pages with an island (whose script before interaction has a budget
 * of its own) have no bar.
 */
import { watchActionBar } from "./action-bar";

watchActionBar(document);
