/**
 * Where a stored report lives: its page and its JSON. An id is 16 random bytes in base64url (22
 * characters), so a report cannot be guessed; nothing here imports anything, so the island, the
 * contact form and the lead store can all name a report's address.
 */

/** The report pages' folder: the page at the folder itself says a report is not (or no longer) there. */
export const REPORT_PAGE = "/ai-search-check/report/";
/** The stored report as JSON, the same as the check answers. */
export const REPORT_API = "/api/site-check/reports/";
/** The check itself: the form's action, and its JSON. */
export const CHECK_API_PATH = "/api/site-check";

export const REPORT_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const isReportId = (value: unknown): value is string =>
  typeof value === "string" && REPORT_ID_PATTERN.test(value);

/** The report's page, e.g. /ai-search-check/report/3q2-7wAAAAAAAAAAAAAAAA/ */
export const reportPath = (id: string): string => `${REPORT_PAGE}${id}/`;

/** The report id at the end of a page's or the JSON's address, whichever the request came by; undefined when it holds none. */
export function reportIdIn(path: string): string | undefined {
  const last = path.split(/[?#]/)[0]?.split("/").filter(Boolean).pop();
  return isReportId(last) ? last : undefined;
}
