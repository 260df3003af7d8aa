/** The fetchers AI assistants send when a person asks about the business may read the page. A block is a warning. */
import { siteCheck } from "./define";
import { accessOf } from "./robots-access";

export default siteCheck({
  id: "crawlers-user",
  category: "access",
  weight: 5,
  evidence: { kind: "documented", source: "openai-crawlers" },
  outcomes: {
    open: { status: "pass", vars: ["allowed"] },
    "no-file": { status: "pass", vars: ["allowed"] },
    blocked: { status: "warn", vars: ["blocked"] },
    unreachable: { status: "warn", vars: ["why"] },
    walled: { status: "warn", vars: ["by"] },
  },
  run: ({ robots }) => accessOf(robots, "user"),
});
