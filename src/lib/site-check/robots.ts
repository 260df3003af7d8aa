/**
 * Who a site's robots.txt lets read a page, by what each crawler is for (the roles and names of
 * content/crawlers.ts, the same list our own robots.txt is written from), read as RFC 9309 says: the
 * group naming a crawler (case-insensitive, groups naming it merged) wins over `*`, the longest
 * matching rule wins, Allow wins a tie, and unknown lines are skipped.
 *
 * Bounded whatever the file holds, because the file is the checked site's to write: only its first
 * MAX_ROBOTS_BYTES are read (RFC 9309 §2.5 sets 500 KiB as the least a crawler may read; Google
 * reads that much), and a rule is matched in time linear in the path and the rule (its literal
 * parts found one after another with indexOf, the greedy way a pattern of `*` and a final `$` can
 * be matched), once per group however many crawlers share it. A matcher that walks pattern × path
 * (robots-parser's, Google's) took minutes over long wildcard rules against a long address.
 */
import { CRAWLERS, type CrawlerRole } from "../content/crawlers";
import { keptAddress } from "./quote";

export type RobotsSource =
  /** robots.txt answered with rules. */
  | { kind: "rules"; text: string }
  /** No robots.txt (a 4xx): every crawler may read everything. */
  | { kind: "none" }
  /** A 5xx or no answer: crawlers treat the whole site as closed until it answers again. */
  | { kind: "unreachable"; why: string }
  /** The site's firewall answered instead (read/bot-wall.ts): what crawlers get depends on the wall. */
  | { kind: "walled"; by: string };

export interface RoleAccess {
  role: CrawlerRole;
  blocked: string[];
  allowed: string[];
}

export interface RobotsReading {
  source: RobotsSource["kind"];
  /** Why it could not be read (unreachable). */
  why?: string;
  /** Whose firewall answered (walled). */
  wall?: string;
  roles: Record<CrawlerRole, RoleAccess>;
  /** What it says for each crawler the caller named (the bot table's: bots.ts). */
  named: Readonly<Record<string, RobotsSays>>;
  /** Sitemap lines, as written (each an address the check may fetch: kept up to MAX_ADDRESS_CHARS, quote.ts). */
  sitemaps: string[];
}

/** How much of a robots.txt is read (in characters of its text), as Google reads it. */
export const MAX_ROBOTS_CHARS = 500 * 1024;
/** Sitemap lines kept: the check tries at most three. */
const MAX_SITEMAPS = 20;

interface Rule {
  /** The pattern, its percent-encoding normalised. */
  pattern: string;
  allow: boolean;
}

interface Group {
  rules: Rule[];
}

interface ParsedRobots {
  /** The groups naming each product token (lower case), in file order. */
  groups: Map<string, Group[]>;
  sitemaps: string[];
}

/** A product token as matched: lower case, without a version (`ChatGPT-User/1.0` is `chatgpt-user`). */
function token(agent: string): string {
  return (agent.split("/")[0] ?? "").trim().toLowerCase();
}

/** Percent-encoding as compared: non-ASCII encoded, escapes in upper case (robots-parser's normalisation). */
function normalise(path: string): string {
  try {
    return encodeURI(path)
      .replace(/%25/g, "%")
      .replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase());
  } catch {
    // A lone surrogate: compared as written.
    return path;
  }
}

function parse(text: string): ParsedRobots {
  const groups = new Map<string, Group[]>();
  const sitemaps: string[] = [];
  let agents: string[] = [];
  let group: Group | undefined;
  let lastWasAgent = false;
  for (const raw of text.slice(0, MAX_ROBOTS_CHARS).split(/\r\n|\r|\n/)) {
    const hash = raw.indexOf("#");
    const line = hash === -1 ? raw : raw.slice(0, hash);
    const colon = line.indexOf(":");
    if (colon === -1) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (key === "user-agent") {
      if (!lastWasAgent) {
        agents = [];
        group = { rules: [] };
      }
      lastWasAgent = true;
      const name = token(value);
      if (name !== "" && group && !agents.includes(name)) {
        agents.push(name);
        groups.set(name, [...(groups.get(name) ?? []), group]);
      }
      continue;
    }
    lastWasAgent = false;
    if ((key === "allow" || key === "disallow") && value !== "" && group)
      group.rules.push({ pattern: normalise(value), allow: key === "allow" });
    else if (key === "sitemap" && value !== "" && sitemaps.length < MAX_SITEMAPS) sitemaps.push(keptAddress(value));
  }
  return { groups, sitemaps };
}

/**
 * Whether `pattern` (`*` for any run of characters, a final `$` for the end) matches `path` from its
 * start: its first literal part is a prefix, each next part is found after the last (the leftmost
 * place is always the best, as only `*` lies between), and with `$` the last part ends the path.
 */
export function patternMatches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith("$");
  const parts = (anchored ? pattern.slice(0, -1) : pattern).split("*");
  const first = parts[0] ?? "";
  if (!path.startsWith(first)) return false;
  if (parts.length === 1) return !anchored || path.length === first.length;
  let at = first.length;
  for (let i = 1; i < parts.length - 1; i++) {
    const part = parts[i] ?? "";
    if (part === "") continue;
    const found = path.indexOf(part, at);
    if (found === -1) return false;
    at = found + part.length;
  }
  const last = parts[parts.length - 1] ?? "";
  if (!anchored) return last === "" || path.indexOf(last, at) !== -1;
  return path.length - last.length >= at && path.endsWith(last);
}

/** The most specific rule of `group` matching `path` (Allow wins a tie), or undefined for none. */
function bestRule(group: Group, path: string): Rule | undefined {
  let best: Rule | undefined;
  for (const rule of group.rules) {
    if (
      best &&
      (rule.pattern.length < best.pattern.length || (rule.pattern.length === best.pattern.length && best.allow))
    )
      continue;
    if (patternMatches(rule.pattern, path)) best = rule;
  }
  return best;
}

const ROLES: readonly CrawlerRole[] = ["search", "user", "training"];

const parsedOf = (source: RobotsSource): ParsedRobots | undefined =>
  source.kind === "rules" ? parse(source.text.replace(/^\uFEFF/, "")) : undefined;

/** Whether robots.txt (`source`) lets a crawler read `pageUrl`, asked crawler by crawler (each group matched once). */
function allowedFor(
  pageUrl: string,
  source: RobotsSource,
  parsed: ParsedRobots | undefined,
): (agent: string) => boolean {
  const page = new URL(pageUrl);
  const path = normalise(`${page.pathname}${page.search}`);
  // A group's answer, worked out once however many crawlers it names.
  const answers = new Map<Group, Rule | undefined>();
  const ruleFor = (group: Group) => {
    if (!answers.has(group)) answers.set(group, bestRule(group, path));
    return answers.get(group);
  };
  const allowed = (agent: string): boolean => {
    if (source.kind === "none" || source.kind === "walled") return true;
    if (source.kind === "unreachable" || !parsed) return false;
    const groups = parsed.groups.get(token(agent)) ?? parsed.groups.get("*") ?? [];
    let best: Rule | undefined;
    for (const group of groups) {
      const rule = ruleFor(group);
      if (
        rule &&
        (!best ||
          rule.pattern.length > best.pattern.length ||
          (rule.pattern.length === best.pattern.length && rule.allow))
      )
        best = rule;
    }
    return best === undefined || best.allow;
  };
  return allowed;
}

/** Whether robots.txt (`source`) lets `agent` read a page, page by page: parsed once however many pages are asked about. */
export function robotsAllows(source: RobotsSource, agent: string): (pageUrl: string) => boolean {
  const parsed = parsedOf(source);
  return (pageUrl) => allowedFor(pageUrl, source, parsed)(agent);
}

/** What robots.txt says for each named crawler: it lets it in, keeps it out, or could not be read (a 5xx, no answer, a wall). */
export type RobotsSays = "allowed" | "disallowed" | "unknown";

/** Each role's named crawlers, blocked or allowed for `pageUrl` by its origin's robots.txt (`source`). */
export function readRobots(pageUrl: string, source: RobotsSource, named: readonly string[] = []): RobotsReading {
  const parsed = parsedOf(source);
  const allowed = allowedFor(pageUrl, source, parsed);
  const unknown = source.kind === "unreachable" || source.kind === "walled";
  const roles = Object.fromEntries(
    ROLES.map((role) => {
      const access: RoleAccess = { role, blocked: [], allowed: [] };
      for (const agent of CRAWLERS[role]) (allowed(agent) ? access.allowed : access.blocked).push(agent);
      return [role, access];
    }),
  ) as Record<CrawlerRole, RoleAccess>;
  return {
    source: source.kind,
    ...(source.kind === "unreachable" ? { why: source.why } : {}),
    ...(source.kind === "walled" ? { wall: source.by } : {}),
    roles,
    named: Object.fromEntries(
      named.map((agent): [string, RobotsSays] => [
        agent,
        unknown ? "unknown" : allowed(agent) ? "allowed" : "disallowed",
      ]),
    ),
    sitemaps: parsed?.sitemaps ?? [],
  };
}
