/** Whether AI training crawlers may read the page: always a pass, since blocking them is the owner's choice. */
import { list, siteCheck } from "./define";

export default siteCheck({
  id: "crawlers-training",
  category: "access",
  weight: 1,
  evidence: { kind: "documented", source: "openai-crawlers" },
  outcomes: {
    open: { status: "pass", vars: ["allowed"] },
    blocked: { status: "pass", vars: ["blocked"] },
    unknown: { status: "pass" },
  },
  run({ robots }) {
    const { training } = robots.roles;
    if (robots.source === "unreachable" || robots.source === "walled") return { outcome: "unknown" };
    if (training.blocked.length > 0) return { outcome: "blocked", vars: { blocked: list(training.blocked) } };
    return { outcome: "open", vars: { allowed: list(training.allowed) } };
  },
});
