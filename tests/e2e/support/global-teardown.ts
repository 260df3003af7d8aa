import { stopFixtureBuild } from "./fixture-site";
import { stopServer } from "./server";

export default async function globalTeardown(): Promise<void> {
  stopServer(globalThis.__E2E_SERVER__);
  await globalThis.__E2E_BROWSER__?.close();
  stopFixtureBuild();
}
