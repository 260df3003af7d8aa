/**
 * What a report quotes from a checked site is the site's to write, so it is cut where it is read:
 * every value (a title, a heading, an author, a JSON-LD name or type, a robots meta, a header, an
 * llms.txt title) at QUOTE_CHARS characters, with an ellipsis when it was longer. An address the
 * check follows or compares (a redirect's, a canonical, a sitemap's, a link) is kept whole up to
 * MAX_ADDRESS_CHARS, as addresses typed and links are, and cut at QUOTE_CHARS where a finding
 * quotes it. With the lists' own caps, that bounds a report whatever the site sends
 * (report-bounds.ts guards the total). Free of Node APIs: the report view cuts what it shows too.
 */

/** Characters of one quoted value, at most, before the ellipsis. */
export const QUOTE_CHARS = 200;
/** What ends a value that was cut. */
export const ELLIPSIS = "…";
/** Characters of an address the check follows or compares, at most (as typed addresses and links). */
export const MAX_ADDRESS_CHARS = 2048;

/**
 * `text` cut at `max` characters (code points, so no character is split in two), with an ellipsis
 * when it was longer. Walks at most `max` characters, whatever the length of `text`.
 */
export function quoted(text: string, max = QUOTE_CHARS): string {
  // A string of at most `max` UTF-16 units has at most `max` characters.
  if (text.length <= max) return text;
  let end = 0;
  let count = 0;
  while (end < text.length && count < max) {
    const high = text.charCodeAt(end);
    const low = text.charCodeAt(end + 1);
    // A surrogate pair is one character.
    end += high >= 0xd800 && high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff ? 2 : 1;
    count += 1;
  }
  return end >= text.length ? text : `${text.slice(0, end)}${ELLIPSIS}`;
}

/** `text` when there is one, cut as `quoted` cuts it. */
export const quotedOr = (text: string | undefined): string | undefined =>
  text === undefined ? undefined : quoted(text);

/** An address as the check keeps it: whole up to MAX_ADDRESS_CHARS, else its first MAX_ADDRESS_CHARS (still an address). */
export const keptAddress = (href: string): string =>
  href.length <= MAX_ADDRESS_CHARS ? href : href.slice(0, MAX_ADDRESS_CHARS);
