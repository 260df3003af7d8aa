/**
 * What one answer says of the business: whether it names it (its name, or its domain, in the
 * answer's text) and whether it cites it (its site among the sources the engine returned), and what
 * it named and cited instead. Plain string work, no model: what it counts is what a reader would
 * find in the raw answer, which the report shows beside the counts.
 */

/** A source an engine returned with an answer: its address, its title, and the site it stands for. */
export interface CitedSource {
  url: string;
  title?: string;
  /** The site's host without `www.` (for Gemini, whose addresses are Google's redirects, the title it gives as the domain). */
  host: string;
}

/** Lower case, accents off, `&` as "and", every run of other characters one space. */
export function normalise(text: string): string {
  return ` ${text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()} `;
}

/** Company suffixes an answer may leave off: "Bondi Plumbing Pty Ltd" is named as "Bondi Plumbing". */
const SUFFIXES = /\s(pty\s)?(ltd|limited|inc|llc|co|company|group|au)\s$/;

/** The forms of a business name an answer may use, normalised: as written, and without its company suffix. */
export function nameForms(name: string): string[] {
  const full = normalise(name);
  if (full.trim().length < 2) return [];
  const short = full.replace(SUFFIXES, " ").replace(SUFFIXES, " ");
  return [...new Set([full, short].filter((form) => form.trim().length >= 2))];
}

/** A host as compared: lower case, without a trailing dot or a leading `www.`. */
export const bareHost = (host: string): string =>
  host
    .toLowerCase()
    .replace(/\.$/, "")
    .replace(/^www\./, "");

/** The host of an address, bare; undefined when it is not one. */
export function hostOf(url: string): string | undefined {
  if (!URL.canParse(url)) return undefined;
  return bareHost(new URL(url).hostname);
}

/** Whether `host` is the business's site or one of its subdomains. */
export const sameSite = (host: string, site: string): boolean => host === site || host.endsWith(`.${site}`);

/** Whether the answer's text names the business: its name (a whole-word match), or its domain. */
export function names(text: string, name: string, site: string | undefined): boolean {
  const said = normalise(text);
  if (nameForms(name).some((form) => said.includes(form))) return true;
  return site !== undefined && site.includes(".") && text.toLowerCase().includes(site);
}

/** Whether any source the engine returned is the business's site. */
export const cites = (sources: readonly CitedSource[], site: string | undefined): boolean =>
  site !== undefined && sources.some((source) => sameSite(source.host, site));

/**
 * The names an answer sets apart, which in a buyer's answer are nearly always businesses: bold
 * text (`**…**`) and the lead of a numbered or bulleted item (before its dash or colon). The
 * business's own names are left out. Up to 20 an answer, each up to 60 characters.
 */
export function namedInstead(text: string, name: string): string[] {
  const own = nameForms(name);
  const found: string[] = [];
  const keep = (raw: string) => {
    const candidate = raw
      .replace(/\[[^\]]*\]\([^)]*\)/g, "")
      .replace(/\[\d+\]/g, "")
      .replace(/[*_`#]/g, "")
      .replace(/\s+/g, " ")
      .trim()
      .replace(/[.:,;–—-]+$/, "")
      .trim();
    if (candidate.length < 3 || candidate.length > 60) return;
    if (!/\p{Lu}/u.test(candidate)) return;
    if (candidate.split(" ").length > 7) return;
    const form = normalise(candidate);
    if (own.some((o) => form.includes(o) || o.includes(form))) return;
    if (!found.some((f) => normalise(f) === form)) found.push(candidate);
  };
  for (const match of text.matchAll(/\*\*([^*\n]{2,80})\*\*/g)) keep(match[1] ?? "");
  for (const match of text.matchAll(/^\s*(?:\d+[.)]|[-*•])\s+([^\n]{2,120})$/gm)) {
    const lead = (match[1] ?? "").split(/\s[–—-]\s|:\s|\s\(/)[0] ?? "";
    if (!lead.includes("**")) keep(lead);
  }
  return found.slice(0, 20);
}

/** How many answers named each value, most first (ties by first seen), up to `limit`. */
export function tally(
  perAnswer: ReadonlyArray<readonly string[]>,
  limit = 10,
): Array<{ value: string; answers: number }> {
  const counts = new Map<string, { value: string; answers: number; first: number }>();
  perAnswer.forEach((values, index) => {
    const once = new Set<string>();
    for (const value of values) {
      const key = normalise(value);
      if (once.has(key)) continue;
      once.add(key);
      const entry = counts.get(key);
      if (entry) entry.answers += 1;
      else counts.set(key, { value, answers: 1, first: index });
    }
  });
  return [...counts.values()]
    .sort((a, b) => b.answers - a.answers || a.first - b.first)
    .slice(0, limit)
    .map(({ value, answers }) => ({ value, answers }));
}
