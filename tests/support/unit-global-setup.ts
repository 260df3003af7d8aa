import path from "node:path";
import { makeStoreTemplate } from "./embedded-template";
import { writeRunInterests } from "./interests-of";

/**
 * `npm test`: one embedded lead store made for the run, copied by each test that opens one; and
 * the contact form's interest options, made from data/ once for the run and kept in a file named
 * in the environment, which each test file hands its Functions (tests/support/interests.ts).
 */
export default async function globalSetup(): Promise<void> {
  writeRunInterests(path.resolve(__dirname, "../.."));
  await makeStoreTemplate();
}
