/**
 * The check's Functions over HTTP as `gatsby serve` mounts them (Gatsby's Functions middleware,
 * express's body parsers) on 127.0.0.1, with embedded lead and report stores handed to them as
 * `npm run serve` hands its own, and the build's words and copy handed over as the build does.
 * For the tests of a kept report's forms (the live answer check, the email asks).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { functionMiddlewares } from "gatsby/dist/internal-plugins/functions/middleware";
import type { IGatsbyFunction } from "gatsby/dist/redux/types";
import { seedReportsStore, seedStore } from "../../../../tests/support/embedded-template";
import { handOver } from "../../../../tests/support/interests";
import { openEmbedded } from "../../leads/embedded";
import { LeadStore } from "../../leads/store";
import { setHostStore } from "../../leads/stores";
import { FALLBACK_COPY } from "../report-copy";
import { ReportStore, setHostReportStore } from "../report-store";
import { openEmbeddedReports } from "../report-store-embedded";
import { projectWords } from "./project-words";

export interface MountedFunctions {
  /** A temporary directory of the test's own (the stores are in it; an outbox may be). */
  dir: string;
  leads: LeadStore;
  reports: ReportStore;
  /** Where the Functions answer: `${base}/api/<route>`. */
  base: string;
  /** Stops the server, lets go of the stores and removes `dir`. */
  close(): Promise<void>;
}

/** Mounts the Functions of src/api/ named by route (e.g. "site-check/live/[id]") and their files. */
export async function mountFunctions(
  name: string,
  functions: ReadonlyArray<readonly [route: string, file: string]>,
): Promise<MountedFunctions> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const leads = new LeadStore(await openEmbedded(seedStore(path.join(dir, "leads"))));
  const reports = new ReportStore(await openEmbeddedReports(seedReportsStore(path.join(dir, "reports"))));
  await leads.list({ limit: 1 });
  setHostStore(Promise.resolve(leads));
  setHostReportStore(Promise.resolve(reports));
  const { design, ...copy } = FALLBACK_COPY;
  handOver({ siteCheckWords: projectWords(), siteCheckCopy: copy, siteCheckDesign: design });
  const mounted = functions.map(
    ([route, file]) =>
      ({
        functionRoute: route,
        matchPath: route.includes("[id]") ? `/${route.replace("[id]", ":id")}` : undefined,
        absoluteCompiledFilePath: path.resolve(__dirname, "../../../api", file),
      }) as IGatsbyFunction,
  );
  const app = express();
  app.use("/api/*", ...functionMiddlewares({ getFunctions: () => mounted }));
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  return {
    dir,
    leads,
    reports,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      setHostStore(undefined);
      setHostReportStore(undefined);
      await reports.close();
      await leads.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
