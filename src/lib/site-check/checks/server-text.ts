/**
 * The page's text arrives in its HTML. Only where scripts are there to write it is a page told its
 * text needs JavaScript (an app shell is named, with what a crawler receives); a short page with no
 * script is short, not broken.
 */
import { pageCheck } from "./define";

export default pageCheck({
  id: "server-text",
  category: "content",
  weight: 10,
  evidence: { kind: "research", source: "vercel-ai-crawlers" },
  outcomes: {
    text: { status: "pass", vars: ["words"] },
    "short-static": { status: "pass", vars: ["words"] },
    little: { status: "warn", vars: ["words", "scripts"] },
    thin: { status: "warn", vars: ["words"] },
    "app-shell": { status: "fail", vars: ["words", "scripts", "mount", "sample"] },
    "script-text": { status: "fail", vars: ["words", "scripts", "sample"] },
  },
  run({ facts }) {
    const { words, scripts } = facts;
    // What a crawler receives, quoted (typography only: the words around it are the editors').
    const sample = facts.textSample === "" ? "" : `: “${facts.textSample}”`;
    if (words >= 200) return { outcome: "text", vars: { words } };
    if (words >= 50)
      return scripts > 0
        ? { outcome: "little", vars: { words, scripts } }
        : { outcome: "short-static", vars: { words } };
    if (scripts === 0) return { outcome: "thin", vars: { words } };
    return facts.mountPoint
      ? { outcome: "app-shell", vars: { words, scripts, mount: facts.mountPoint, sample } }
      : { outcome: "script-text", vars: { words, scripts, sample } };
  },
});
