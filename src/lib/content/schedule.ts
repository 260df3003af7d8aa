/**
 * Scheduled publishing: an article or case study may carry `publishAt`, a Sydney wall-clock time
 * ("2026-12-01 07:00"), and a build leaves it out until that instant has passed. Sydney moves its
 * clocks twice a year, so the wall-clock text is turned into an instant with the zone's own rules
 * (luxon over the runtime's time zone data), and the two kinds of hour daylight saving makes are
 * refused by name: the hour that never happens (first Sunday of October, 2:00 to 2:59) and the hour
 * that happens twice (first Sunday of April, 2:00 to 2:59).
 *
 * "Now" for a build is SITE_BUILD_DATE when set (an ISO 8601 date or date and time; without an
 * offset it is read as Sydney time), so a test or a preview builds the site as of that instant;
 * else the moment this process first asked, the same for every step of one build. Free of Node
 * APIs: the CMS runs the same checks in the browser.
 */
import { DateTime } from "luxon";

export const PUBLISH_ZONE = "Australia/Sydney";
/** How `publishAt` is written (luxon's tokens); the CMS stores the same text (dayjs's `YYYY-MM-DD HH:mm`). */
export const PUBLISH_AT_FORMAT = "yyyy-MM-dd HH:mm";
export const PUBLISH_AT_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
export const PUBLISH_AT_EXAMPLE = "2026-12-01 07:00";

export type Instant = { instant: Date } | { problem: string };

/** The instant a Sydney wall-clock time names, or why it names none (or two). */
export function sydneyInstant(text: string): Instant {
  if (!PUBLISH_AT_PATTERN.test(text))
    return { problem: `must be a Sydney date and time written YYYY-MM-DD HH:mm, e.g. "${PUBLISH_AT_EXAMPLE}"` };
  // Read first on a clock with no daylight saving: a date or hour that does not exist anywhere (30 February, 24:00).
  const wall = DateTime.fromFormat(text, PUBLISH_AT_FORMAT, { zone: "utc" });
  if (!wall.isValid || wall.toFormat(PUBLISH_AT_FORMAT) !== text)
    return { problem: `"${text}" is not a real date and time` };
  const local = DateTime.fromFormat(text, PUBLISH_AT_FORMAT, { zone: PUBLISH_ZONE });
  // luxon moves a time in the skipped hour forward; written back, it no longer reads the same.
  if (local.toFormat(PUBLISH_AT_FORMAT) !== text) {
    return {
      problem: `"${text}" never happens in Sydney: clocks go forward from 2:00 to 3:00 that night (daylight saving starts); choose 03:00 or later`,
    };
  }
  if (local.getPossibleOffsets().length > 1) {
    return {
      problem: `"${text}" happens twice in Sydney: clocks go back from 3:00 to 2:00 that night (daylight saving ends); choose 03:00 or later, or before 02:00`,
    };
  }
  return { instant: local.toJSDate() };
}

/** An instant as Sydney reads it, with its offset: "2026-12-01 07:00 AEDT (+11:00)". */
export function sydneyText(instant: Date): string {
  const local = DateTime.fromJSDate(instant, { zone: PUBLISH_ZONE });
  return `${local.toFormat(PUBLISH_AT_FORMAT)} ${local.offset === 660 ? "AEDT" : "AEST"} (${local.toFormat("ZZ")})`;
}

/** The Sydney calendar day (YYYY-MM-DD) of an instant: the day a scheduled article says it was published. */
export const sydneyDay = (instant: Date): string =>
  DateTime.fromJSDate(instant, { zone: PUBLISH_ZONE }).toFormat("yyyy-MM-dd");

/** SITE_BUILD_DATE read: the instant, none when unset, or why it cannot be used. */
export function siteBuildDate(env: Readonly<Record<string, string | undefined>>): Instant | undefined {
  const text = env.SITE_BUILD_DATE?.trim();
  if (!text) return undefined;
  const parsed = DateTime.fromISO(text, { zone: PUBLISH_ZONE, setZone: true });
  if (!parsed.isValid)
    return {
      problem: `SITE_BUILD_DATE "${text}" is not an ISO 8601 date or date and time, e.g. 2026-12-01T07:00+11:00 or 2026-12-01T07:00 (Sydney time without an offset)`,
    };
  return { instant: parsed.toJSDate() };
}

const CLOCK = Symbol.for("harbour-ai-seo.build-clock");
/** On globalThis: gatsby-config and gatsby-node are separate bundles in one process, and must agree on "now". */
const shared = globalThis as typeof globalThis & { [CLOCK]?: Date };

/** The real time this process first asked for it: one build, one "now", whatever its steps take. */
export function buildClock(): Date {
  return (shared[CLOCK] ??= new Date());
}

/**
 * The instant a build publishes as of: SITE_BUILD_DATE when set, else the build's clock. A value
 * that cannot be read stops the build (thrown), never quietly falls back to the clock.
 */
export function buildInstant(env: Readonly<Record<string, string | undefined>>): Date {
  const given = siteBuildDate(env);
  if (given === undefined) return buildClock();
  if ("problem" in given) throw new Error(given.problem);
  return given.instant;
}

/**
 * Whether an entry with this `publishAt` (Sydney text) is out by `now`: with none, yes; with one
 * that names no single instant, no (validation has stopped the build on it; nothing goes out early).
 */
export function isDue(publishAt: unknown, now: Date): boolean {
  if (publishAt === undefined || publishAt === null) return true;
  if (typeof publishAt !== "string") return false;
  const at = sydneyInstant(publishAt);
  return "instant" in at && at.instant.getTime() <= now.getTime();
}
