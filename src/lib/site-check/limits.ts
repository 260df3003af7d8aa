/** The check's bounds that its findings name as well as its fetcher keeps (free of Node APIs: the checks' registry reads them). */

/** Redirects followed at most (meta refreshes count too). */
export const MAX_REDIRECTS = 5;
/** The most of a page that is read, as it arrives and decoded. */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;
