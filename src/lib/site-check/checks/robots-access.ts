/** What robots.txt says of one role's crawlers, as the crawler checks report it (crawlers-search.ts, crawlers-user.ts). */
import type { CrawlerRole } from "../../content/crawlers";
import type { RobotsReading } from "../robots";
import { list, type Result } from "./define";

export type AccessOutcome = "open" | "no-file" | "blocked" | "unreachable" | "walled";

export function accessOf(robots: RobotsReading, role: CrawlerRole): Result<AccessOutcome> {
  const { blocked, allowed } = robots.roles[role];
  if (robots.source === "unreachable") return { outcome: "unreachable", vars: { why: robots.why } };
  if (robots.source === "walled") return { outcome: "walled", vars: { by: robots.wall } };
  if (blocked.length > 0) return { outcome: "blocked", vars: { blocked: list(blocked) } };
  return { outcome: robots.source === "none" ? "no-file" : "open", vars: { allowed: list(allowed) } };
}
