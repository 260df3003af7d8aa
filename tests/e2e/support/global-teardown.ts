import { stopFixtureBuild } from "./fixture-site";
import { stopPreview } from "./netlify-preview";
import { stopServer } from "./server";
import { removeStoreTemplate } from "../../support/embedded-template";

export default async function globalTeardown(): Promise<void> {
  stopServer(globalThis.__E2E_SERVER__);
  await globalThis.__E2E_BROWSER__?.close();
  stopFixtureBuild();
  stopPreview();
  removeStoreTemplate();
}
