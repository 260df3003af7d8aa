/**
 * The AI search check a visitor came from, for a form sent without JavaScript: the check's report
 * links to /contact/?checkedUrl=…&checkScore=…, and the browser names that page in the post's
 * Referer (same-origin, under the site's strict-origin-when-cross-origin policy). The contact
 * island sends the two fields itself; parseContact validates them either way.
 */
import { CHECK_FIELDS } from "./options";

/** `fields` with the check's address and score from `referer`'s query, unless the form sent its own. */
export function withCheckFields(fields: unknown, referer: string | undefined): unknown {
  if (referer === undefined || typeof fields !== "object" || fields === null || Array.isArray(fields)) return fields;
  if (CHECK_FIELDS.some((name) => Object.hasOwn(fields, name)) || !URL.canParse(referer)) return fields;
  const query = new URL(referer).searchParams;
  const found = CHECK_FIELDS.flatMap((name) => {
    const value = query.get(name);
    return value ? [[name, value] as const] : [];
  });
  return found.length === 0 ? fields : { ...Object.fromEntries(found), ...fields };
}
