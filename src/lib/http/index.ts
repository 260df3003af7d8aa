/**
 * What every Function shares, below the features that serve them (contact/, cms/oauth.ts, leads/):
 * the site's origin from configuration, cookies, the request and the result, the deadline, and
 * the logger. Imports nothing from src/lib but env.ts.
 */
export { cookieName, readCookie, setCookie, type CookieOptions } from "./cookies";
export { DeadlineError, withDeadline } from "./deadline";
export { consoleLogger, type Logger, type LogLevel } from "./log";
export { DEFAULT_PORT, ORIGIN_SETTINGS, originProblem, siteOrigin, type SiteOrigin } from "./origin";
export { header, NO_STORE, queryOf, send, type FunctionResult, type HttpRequest, type RequestHeaders } from "./result";
