import fs from "node:fs";
import { removeStoreTemplate } from "./embedded-template";

/** Where the run's scratch folders are, when the global setup put them in memory (unit-global-setup.ts). */
export const SCRATCH_ENV = "TEST_SCRATCH_DIR";

export default function globalTeardown(): void {
  removeStoreTemplate();
  const scratch = process.env[SCRATCH_ENV];
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
}
