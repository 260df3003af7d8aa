/**
 * The form's "Primary interest" choices, listed once: every service file still offered (its
 * `formValue`, SPEC §3's value, or else its slug; its title as the label), by title, then the
 * contact page's other interests (the strategy builder). The same list gives the browser form its
 * options, the server its allowed values and the lead email its labels.
 */
import type { Option } from "./options";

/** What a service file says about itself for the form. */
export interface InterestSource {
  slug: string;
  title: string;
  formValue?: string | null;
  offered?: boolean | null;
}

export function interestOptions(services: readonly InterestSource[], others: readonly Option[]): Option[] {
  const offered = services
    .filter((service) => service.offered !== false)
    .map((service) => ({ value: service.formValue ?? service.slug, label: service.title }))
    .sort((a, b) => a.label.localeCompare(b.label, "en-AU"));
  return [...offered, ...others.map(({ value, label }) => ({ value, label }))];
}

const isOption = (value: unknown): value is Option =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as Option).value === "string" &&
  typeof (value as Option).label === "string";

/**
 * The list the build wrote into the contact Function: gatsby-node.ts (onPreInit) puts it in the
 * build's environment as CONTACT_INTEREST_OPTIONS, and Gatsby writes each `process.env.NAME` a
 * Function names as its value at build (tests set it the same way, tests/support/interests.ts).
 * So a new service file reaches the server's check and the lead email with the next build. Only
 * the handler calls this, once per request, and passes the list down (no module reads it as it
 * loads, so importing any contact module never throws).
 */
export function builtInterestOptions(): Option[] {
  const raw = process.env.CONTACT_INTEREST_OPTIONS;
  const parsed: unknown = raw ? JSON.parse(raw) : null;
  if (!Array.isArray(parsed) || parsed.length === 0 || !parsed.every(isOption)) {
    throw new Error("CONTACT_INTEREST_OPTIONS was not set by the build (gatsby-node.ts onPreInit)");
  }
  return parsed;
}
