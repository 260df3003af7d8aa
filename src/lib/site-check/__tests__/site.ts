/** Running a check against a fixture site (fixture-site.ts) with the site's own words, for the check's tests. */
import type { Finding } from "../run";
import { checkSite, type CheckReport } from "../run";
import { startFixtureSite, type FixtureSite, type Route } from "./fixture-site";
import { projectWords } from "./project-words";

/** The check of `path` on the fixture site; `now`, when given, is the check's clock (dates are judged against it). */
export async function check(site: FixtureSite, path = "/", now?: Date): Promise<CheckReport> {
  return checkSite(new URL(`${site.origin}${path}`), {
    userAgent: "test",
    allowHosts: new Set([site.hostPort]),
    deadlineMs: 3_000,
    words: projectWords(),
    ...(now ? { now: () => now } : {}),
  });
}

export async function withSite(
  routes: Record<string, Route>,
  run: (site: FixtureSite) => Promise<void>,
): Promise<void> {
  const site = await startFixtureSite(routes);
  try {
    await run(site);
  } finally {
    await site.close();
  }
}

export function byId(report: CheckReport, id: string): Finding {
  const found = report.findings.find((f) => f.id === id);
  if (!found) throw new Error(`no finding ${id} in ${report.findings.map((f) => f.id).join(", ")}`);
  return found;
}

export const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");
