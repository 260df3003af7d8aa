import { makeStoreTemplate } from "./embedded-template";

/** `npm test`: one embedded lead store made for the run, copied by each test that opens one. */
export default async function globalSetup(): Promise<void> {
  await makeStoreTemplate();
}
