/**
 * The browser's half of attribution (attribution.ts). The page script counts each page of the
 * visit in the tab's sessionStorage (first-party, per tab, no cookie) and notes, on the first, the
 * landing address and the referrer's host; nothing leaves the browser until the visitor sends the
 * form, whose island adds it as hidden fields. The server derives the rest (UTM tags from the
 * landing address, whether the referrer was another site). Kept this small because every page
 * carries it inline; a page the browser prerenders counts only once the visitor opens it.
 */

export const VISIT_STORAGE_KEY = "visit";

/** What the tab keeps: landing path and query, referrer host, pages seen. */
interface Visit {
  l?: unknown;
  r?: unknown;
  n?: unknown;
}

/** Counts this page view. Never throws: without storage the enquiry simply carries less. */
export function recordVisit(doc: Document): void {
  const count = () => {
    try {
      const storage = sessionStorage;
      const visit: Visit = (JSON.parse(storage.getItem(VISIT_STORAGE_KEY) as string) as Visit | null) || {
        l: location.pathname + location.search,
        r: doc.referrer.split("/")[2],
        n: 0,
      };
      visit.n = Number(visit.n) + 1;
      storage.setItem(VISIT_STORAGE_KEY, JSON.stringify(visit));
    } catch {
      // Storage disabled, full or garbled.
    }
  };
  if ((doc as Document & { prerendering?: boolean }).prerendering)
    doc.addEventListener("prerenderingchange", count, { once: true });
  else count();
}

/** The visit as the form's hidden fields, with the page holding the form. */
export function attributionFields(doc: Document): Record<string, string> {
  const fields: Record<string, string> = { formPage: doc.location.pathname };
  try {
    const visit = JSON.parse(doc.defaultView?.sessionStorage.getItem(VISIT_STORAGE_KEY) ?? "null") as Visit | null;
    const add = (name: string, value: unknown) => {
      if (typeof value === "string" || typeof value === "number") fields[name] = String(value);
    };
    add("landingPage", visit?.l);
    add("referrer", visit?.r);
    add("pagesViewed", visit?.n);
  } catch {
    // Storage disabled or garbled: the form page alone.
  }
  return fields;
}
