/** The page has one main heading (h1) with text in it. */
import { pageCheck } from "./define";

export default pageCheck({
  id: "h1",
  category: "content",
  weight: 4,
  evidence: { kind: "documented", source: "google-title-links" },
  outcomes: {
    one: { status: "pass", vars: ["h1"] },
    none: { status: "fail" },
    empty: { status: "warn" },
    many: { status: "warn", vars: ["count"] },
  },
  run({ facts }) {
    const [first, ...rest] = facts.h1;
    if (first === undefined) return { outcome: "none" };
    if (rest.length > 0) return { outcome: "many", vars: { count: facts.h1.length } };
    return first === "" ? { outcome: "empty" } : { outcome: "one", vars: { h1: first } };
  },
});
