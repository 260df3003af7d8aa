/** Search engines' and AI search's crawlers may read the page (robots.txt, RFC 9309). A block fails. */
import { siteCheck } from "./define";
import { accessOf } from "./robots-access";

export default siteCheck({
  id: "crawlers-search",
  category: "access",
  weight: 14,
  evidence: { kind: "documented", source: "rfc-9309" },
  outcomes: {
    open: { status: "pass", vars: ["allowed"] },
    "no-file": { status: "pass", vars: ["allowed"] },
    blocked: { status: "fail", vars: ["blocked"] },
    unreachable: { status: "fail", vars: ["why"] },
    walled: { status: "warn", vars: ["by"] },
  },
  run: ({ robots }) => accessOf(robots, "search"),
});
