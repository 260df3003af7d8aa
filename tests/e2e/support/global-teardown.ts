import { stopServer } from "./server";

export default async function globalTeardown(): Promise<void> {
  stopServer(globalThis.__E2E_SERVER__);
}
