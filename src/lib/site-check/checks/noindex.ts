/** Nothing asks search engines to leave the page out: no noindex in the robots meta tag or the X-Robots-Tag header. */
import { pageCheck } from "./define";

const NOINDEX = /\b(noindex|none)\b/;

export default pageCheck({
  id: "noindex",
  category: "indexing",
  weight: 8,
  evidence: { kind: "documented", source: "google-noindex" },
  outcomes: {
    indexable: { status: "pass" },
    meta: { status: "fail" },
    header: { status: "fail" },
    both: { status: "fail" },
  },
  run({ fetched, facts }) {
    const meta = facts.robotsMeta.some((content) => NOINDEX.test(content));
    const header = NOINDEX.test((fetched.headers["x-robots-tag"] ?? "").toLowerCase());
    return { outcome: meta && header ? "both" : meta ? "meta" : header ? "header" : "indexable" };
  },
});
