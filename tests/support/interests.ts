/**
 * What the build hands the Functions, as a test's Functions have it: the contact form's interest
 * options from data/, as the build makes them (INTERESTS, for tests that pass the list down
 * themselves), and nothing else unless a test hands it over (handOver). Jest maps the Functions'
 * import of the build's file to one with no values (jest.config.js), so no test reads what the
 * last build left; each test file starts with the interest options handed over (this setup file).
 *
 * `npm test`'s global setup (unit-global-setup.ts) parses data/ once for the run and keeps the
 * list in a file (each test file reads it there instead of parsing all of data/ again).
 */
import fs from "node:fs";
import type { Option } from "../../src/lib/contact/options";
import { FUNCTION_DATA_SCHEMAS, setFunctionData, type FunctionDataInput } from "../../src/lib/content/function-data";
import { INTERESTS_FILE_ENV } from "./interests-of";

const file = process.env[INTERESTS_FILE_ENV];
if (!file)
  throw new Error(
    `${INTERESTS_FILE_ENV} is unset: npm test's global setup (tests/support/unit-global-setup.ts) sets it`,
  );

export const INTERESTS: Option[] = FUNCTION_DATA_SCHEMAS.interestOptions.parse(
  JSON.parse(fs.readFileSync(file, "utf8")),
);

/** The Functions read `values` from now on as what the build handed them, with the interest options from data/ unless given. */
export function handOver(values: Partial<FunctionDataInput> = {}): void {
  setFunctionData({ interestOptions: INTERESTS, ...values });
}

handOver();
