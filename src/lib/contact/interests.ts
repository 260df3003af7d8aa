/**
 * The form's "Primary interest" choices, listed once: every service file still offered (its
 * `formValue`, SPEC §3's value, or else its slug; its title as the label), by title, then the
 * contact page's other interests (the strategy builder). The same list gives the browser form its
 * options, the server its allowed values and the lead email its labels.
 */
import { handedOver } from "../content/function-data";
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

/**
 * The list the build handed the contact Function (gatsby-node.ts onPreInit writes it, the Function
 * imports it: content/function-data.ts; tests hand it over with setFunctionData,
 * tests/support/interests.ts). So a new service file reaches the server's check and the lead email
 * with the next build. Only the handler calls this, once per request, and passes the list down
 * (no module reads it as it loads, so importing any contact module never throws).
 */
export function builtInterestOptions(): Option[] {
  const options = handedOver("interestOptions");
  if (!options)
    throw new Error(
      "the contact form's interest options were not handed over by the build (gatsby-node.ts onPreInit, src/generated/function-data.json)",
    );
  return options;
}
