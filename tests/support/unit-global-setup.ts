import path from "node:path";
import { makeStoreTemplate } from "./embedded-template";
import { interestsOf } from "./interests-of";

/**
 * `npm test`: one embedded lead store made for the run, copied by each test that opens one; and
 * the contact form's interest options, made from data/ once for the run and set in the
 * environment, which each test file gets a copy of (tests/support/interests.ts).
 */
export default async function globalSetup(): Promise<void> {
  process.env.CONTACT_INTEREST_OPTIONS = JSON.stringify(interestsOf(path.resolve(__dirname, "../..")));
  await makeStoreTemplate();
}
