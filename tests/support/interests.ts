/**
 * The contact form's interest options from data/, as the build makes them: INTERESTS for tests
 * that pass the list down themselves, and CONTACT_INTEREST_OPTIONS in the environment, where
 * gatsby-node.ts's onPreInit puts it for the build to write into the contact Function (the
 * handler reads it there, once per request, when it is given no list).
 *
 * `npm test`'s global setup (unit-global-setup.ts) parses data/ once for the run and sets the
 * list in the environment (each test file gets its own copy of it): a test file reads it there
 * instead of parsing all of data/ again.
 */
import type { Option } from "../../src/lib/contact/options";

const built = process.env.CONTACT_INTEREST_OPTIONS;
if (!built)
  throw new Error(
    "CONTACT_INTEREST_OPTIONS is unset: npm test's global setup (tests/support/unit-global-setup.ts) sets it",
  );

export const INTERESTS: Option[] = JSON.parse(built) as Option[];
