/**
 * Scheduled publishing's hourly check, offline: a stand-in on 127.0.0.1 serves the live deploy's
 * /publish-schedule.json and stands for Netlify's build hook, which must be called when something
 * has fallen due since the build, and only then.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { publishDueEntries } from "../publish-hook";
import { publishSchedule, publishScheduleStep, SCHEDULE_FILE, type PublishSchedule } from "../publish-schedule";
import { buildClock } from "../../content/schedule";
import type { StepContext } from "../step";
import type { Logger } from "../../platform/log";

interface Site {
  origin: string;
  hook: string;
  schedule: PublishSchedule | string | null;
  hookStatus: number;
  hookCalls: Array<{ method: string; url: string }>;
  close(): Promise<void>;
}

async function standIn(): Promise<Site> {
  const site = { schedule: null, hookStatus: 200, hookCalls: [] } as unknown as Site;
  const server = http.createServer((req, res) => {
    if (req.url === `/${SCHEDULE_FILE}` && req.method === "GET") {
      if (site.schedule === null) return void res.writeHead(404).end("Not found");
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(typeof site.schedule === "string" ? site.schedule : JSON.stringify(site.schedule));
      return;
    }
    if (req.url?.startsWith("/build_hooks/")) {
      site.hookCalls.push({ method: req.method ?? "", url: req.url });
      req.resume();
      req.on("end", () => res.writeHead(site.hookStatus).end());
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  site.origin = `http://127.0.0.1:${port}`;
  site.hook = `${site.origin}/build_hooks/0123456789abcdef`;
  site.close = () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      // fetch keeps its connections alive; the stand-in does not wait for them.
      server.closeAllConnections();
    });
  return site;
}

describe("the hourly check for scheduled entries", () => {
  let site: Site;
  const lines: string[] = [];
  const log: Logger = (level, message) => lines.push(`${level}: ${message}`);
  // The live deploy was built at 06:00 AEDT on 7 December; one entry waits for 07:00 AEDT, one for January.
  const schedule: PublishSchedule = {
    builtAt: "2026-12-06T19:00:00.000Z",
    pending: ["2026-12-06T20:00:00.000Z", "2027-01-04T22:30:00.000Z"],
  };
  const at = (iso: string) => () => new Date(iso);
  const env = () => ({ URL: site.origin, BUILD_HOOK_URL: site.hook });

  beforeAll(async () => {
    site = await standIn();
  });
  afterAll(() => site.close());
  beforeEach(() => {
    site.schedule = schedule;
    site.hookStatus = 200;
    site.hookCalls.length = 0;
    lines.length = 0;
  });

  it("calls nothing while nothing has fallen due", async () => {
    await expect(publishDueEntries(env(), { log, now: at("2026-12-06T19:59:59Z") })).resolves.toEqual({
      outcome: "nothing-due",
      due: [],
    });
    expect(site.hookCalls).toEqual([]);
    expect(lines).toEqual([
      "info: nothing due since the build of 2026-12-06T19:00:00.000Z; next at 2026-12-06T20:00:00.000Z",
    ]);
  });

  it("POSTs the build hook once an entry has fallen due since the build, naming it in the deploy's title", async () => {
    await expect(publishDueEntries(env(), { log, now: at("2026-12-06T20:05:00Z") })).resolves.toEqual({
      outcome: "rebuilding",
      due: ["2026-12-06T20:00:00.000Z"],
      status: 200,
    });
    expect(site.hookCalls).toHaveLength(1);
    expect(site.hookCalls[0]?.method).toBe("POST");
    expect(new URL(site.hookCalls[0]?.url ?? "", site.origin).searchParams.get("trigger_title")).toBe(
      "Scheduled publishing: due at 2026-12-06T20:00:00.000Z",
    );
  });

  it("calls nothing once the live deploy was built after the entry fell due (it is out)", async () => {
    site.schedule = { builtAt: "2026-12-06T20:10:00.000Z", pending: ["2027-01-04T22:30:00.000Z"] };
    await expect(publishDueEntries(env(), { log, now: at("2026-12-06T21:00:00Z") })).resolves.toMatchObject({
      outcome: "nothing-due",
    });
    expect(site.hookCalls).toEqual([]);
  });

  it("logs, and does not crash, when no build hook is configured", async () => {
    await expect(publishDueEntries({ URL: site.origin }, { log, now: at("2026-12-06T20:05:00Z") })).resolves.toEqual({
      outcome: "no-hook",
      due: ["2026-12-06T20:00:00.000Z"],
    });
    expect(lines).toEqual([
      expect.stringMatching(
        /^warn: 1 scheduled entry is due \(2026-12-06T20:00:00.000Z\) but BUILD_HOOK_URL is not set, so nothing rebuilds the site/,
      ) as string,
    ]);
    expect(site.hookCalls).toEqual([]);
  });

  it("logs the hook's status when it fails", async () => {
    site.hookStatus = 404;
    await expect(publishDueEntries(env(), { log, now: at("2026-12-06T20:05:00Z") })).resolves.toEqual({
      outcome: "hook-failed",
      due: ["2026-12-06T20:00:00.000Z"],
      status: 404,
    });
    expect(lines).toEqual(["error: the build hook answered 404 Not Found; the hour after tries again"]);
  });

  it("calls nothing when the live deploy has no schedule or an unreadable one, or on a preview", async () => {
    site.schedule = null;
    await expect(publishDueEntries(env(), { log, now: at("2027-06-01T00:00:00Z") })).resolves.toEqual({
      outcome: "no-schedule",
      due: [],
    });
    site.schedule = "<html>not json</html>";
    await expect(publishDueEntries(env(), { log, now: at("2027-06-01T00:00:00Z") })).resolves.toEqual({
      outcome: "no-schedule",
      due: [],
    });
    site.schedule = schedule;
    await expect(
      publishDueEntries({ ...env(), CONTEXT: "deploy-preview" }, { log, now: at("2027-06-01T00:00:00Z") }),
    ).resolves.toEqual({ outcome: "preview", due: [] });
    expect(site.hookCalls).toEqual([]);
  });
});

describe("the schedule a build writes", () => {
  const pending = [
    { file: "data/insights/b.md", at: new Date("2026-12-06T20:00:00Z") },
    { file: "data/case-studies/a.md", at: new Date("2026-12-06T20:00:00Z") },
    { file: "data/insights/c.md", at: new Date("2027-01-04T22:30:00Z") },
  ];

  it("holds the build's time and each pending instant once, and nothing else (no title, file or address of what is unpublished)", () => {
    const written = publishSchedule(
      { schedule: { asOf: new Date("2026-12-06T19:00:00Z"), pending } },
      new Date("2026-12-06T19:00:00Z"),
    );
    expect(written).toEqual({
      builtAt: "2026-12-06T19:00:00.000Z",
      pending: ["2026-12-06T20:00:00.000Z", "2027-01-04T22:30:00.000Z"],
    });
    expect(JSON.stringify(written)).not.toMatch(/insights|case-studies/);
  });

  it("has nothing pending on a preview, which shows every scheduled entry", () => {
    expect(publishSchedule({ schedule: { asOf: null, pending: [] } }, new Date("2026-12-01T00:00:00Z"))).toEqual({
      builtAt: "2026-12-01T00:00:00.000Z",
      pending: [],
    });
  });

  it("records the build's own time, not SITE_BUILD_DATE's, so a setting left on the live site rebuilds nothing hour after hour", async () => {
    // Built for real at 06:00 AEDT on 7 December, but as of SITE_BUILD_DATE, a fixed instant a month before:
    // one entry's time had passed before the build, one falls due three hours after it.
    const fixed = new Date("2026-11-06T19:00:00Z");
    const entries = [
      { file: "data/insights/past.md", at: new Date("2026-11-20T20:00:00Z") },
      { file: "data/insights/later.md", at: new Date("2026-12-06T22:00:00Z") },
    ];
    let deployed = publishSchedule({ schedule: { asOf: fixed, pending: entries } }, new Date("2026-12-06T19:00:00Z"));
    const served = http.createServer((req, res) => {
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(deployed));
    });
    const hookCalls: string[] = [];
    const hook = http.createServer((req, res) => {
      hookCalls.push(req.url ?? "");
      req.resume();
      req.on("end", () => res.writeHead(200).end());
    });
    await Promise.all([served, hook].map((s) => new Promise<void>((r) => s.listen(0, "127.0.0.1", r))));
    const env = {
      URL: `http://127.0.0.1:${(served.address() as AddressInfo).port}`,
      BUILD_HOOK_URL: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/build_hooks/abc`,
    };
    try {
      // Two days of hourly checks; each call of the hook is a new deploy, built (with the setting still there) an hour on.
      for (let hour = 1; hour <= 48; hour += 1) {
        const now = new Date(Date.parse("2026-12-06T19:00:00Z") + hour * 3_600_000);
        const report = await publishDueEntries(env, { log: () => undefined, now: () => now });
        if (report.outcome === "rebuilding") {
          deployed = publishSchedule({ schedule: { asOf: fixed, pending: entries } }, now);
        }
      }
      expect(hookCalls).toHaveLength(1);
      expect(new URL(hookCalls[0] ?? "", env.URL).searchParams.get("trigger_title")).toBe(
        "Scheduled publishing: due at 2026-12-06T22:00:00.000Z",
      );
    } finally {
      for (const s of [served, hook]) {
        s.closeAllConnections();
        s.close();
      }
    }
  });

  it("is written to public/ and the build log names what waits", async () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "schedule-"));
    const info = jest.fn();
    try {
      const context = {
        publicDir,
        content: { schedule: { asOf: new Date("2026-12-06T19:00:00Z"), pending } },
        reporter: { info },
      } as unknown as StepContext;
      await publishScheduleStep.run(context);
      expect(JSON.parse(fs.readFileSync(path.join(publicDir, SCHEDULE_FILE), "utf8"))).toEqual({
        builtAt: buildClock().toISOString(),
        pending: ["2026-12-06T20:00:00.000Z", "2027-01-04T22:30:00.000Z"],
      });
      expect(info).toHaveBeenCalledWith(
        expect.stringContaining("data/insights/c.md at 2027-01-05 09:30 AEDT (+11:00)"),
      );
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
