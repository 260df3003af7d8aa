/**
 * How long leads are kept: LEADS_RETENTION_DAYS (default 730). The scheduled job deletes older
 * leads, and the privacy page states the same period (the `{{leadRetention}}` figure, filled at build).
 * Here rather than in leads/ because the content states it: content/ imports no feature folder,
 * and the lead jobs read it from here.
 */
import { setting, type Env } from "../env";

export const DEFAULT_RETENTION_DAYS = 730;

export function retentionDays(env: Env): number {
  const value = Number(setting(env, "LEADS_RETENTION_DAYS"));
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_RETENTION_DAYS;
}

const WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];

/** The period in words for the privacy page: "two years", "90 days". */
export function describeRetention(days: number): string {
  if (days % 365 === 0) {
    const years = days / 365;
    return `${WORDS[years] ?? String(years)} year${years === 1 ? "" : "s"}`;
  }
  return `${days} day${days === 1 ? "" : "s"}`;
}

/** How long the AI search check's stored reports are kept: SITE_CHECK_REPORT_DAYS (default 90). */
export const DEFAULT_REPORT_DAYS = 90;

export function reportDays(env: Env): number {
  const value = Number(setting(env, "SITE_CHECK_REPORT_DAYS"));
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_REPORT_DAYS;
}
