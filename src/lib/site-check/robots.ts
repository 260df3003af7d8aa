/**
 * Who a site's robots.txt lets read a page, by what each crawler is for (the roles and names of
 * seo/crawlers.ts, the same list our own robots.txt is written from), read with robots-parser,
 * which follows RFC 9309: the most specific group for a crawler wins over `*`, the longest
 * matching rule wins, Allow wins a tie, and unknown lines are skipped.
 */
import robotsParser from "robots-parser";
import { CRAWLERS, type CrawlerRole } from "../seo/crawlers";

export type RobotsSource =
  /** robots.txt answered with rules. */
  | { kind: "rules"; text: string }
  /** No robots.txt (a 4xx): every crawler may read everything. */
  | { kind: "none" }
  /** A 5xx or no answer: crawlers treat the whole site as closed until it answers again. */
  | { kind: "unreachable"; why: string };

export interface RoleAccess {
  role: CrawlerRole;
  blocked: string[];
  allowed: string[];
}

export interface RobotsReading {
  source: RobotsSource["kind"];
  roles: Record<CrawlerRole, RoleAccess>;
  /** Sitemap lines, as written. */
  sitemaps: string[];
}

const ROLES: readonly CrawlerRole[] = ["search", "user", "training"];

/** Each role's named crawlers, blocked or allowed for `pageUrl` by the robots.txt found at `robotsUrl`. */
export function readRobots(robotsUrl: string, pageUrl: string, source: RobotsSource): RobotsReading {
  const parser = source.kind === "rules" ? robotsParser(robotsUrl, source.text.replace(/^\uFEFF/, "")) : undefined;
  // robots-parser answers undefined for an address on another host; the page's own origin is what was fetched.
  const page = new URL(pageUrl);
  const onRobotsOrigin = new URL(`${page.pathname}${page.search}`, robotsUrl).href;
  const roles = Object.fromEntries(
    ROLES.map((role) => {
      const access: RoleAccess = { role, blocked: [], allowed: [] };
      for (const agent of CRAWLERS[role]) {
        const allowed =
          source.kind === "none"
            ? true
            : source.kind === "unreachable"
              ? false
              : parser?.isAllowed(onRobotsOrigin, agent) !== false;
        (allowed ? access.allowed : access.blocked).push(agent);
      }
      return [role, access];
    }),
  ) as Record<CrawlerRole, RoleAccess>;
  return { source: source.kind, roles, sitemaps: parser?.getSitemaps() ?? [] };
}
