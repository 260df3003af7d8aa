/**
 * No site can stall the AI search check: `npm run serve` checks sites written to stall it (an
 * llms.txt of 500 kB of `[`, a robots.txt of long wildcard rules against a 2,000-character path, a
 * name server that never answers, a 200 MB gzip bomb, a compressed body that never ends, a redirect
 * whose body never ends, more pages behind an endless sitemap and 10,000 links that never end, are
 * bombs or never answer), and each check answers within 10 s using at most 2 s of the server's CPU,
 * while the site's own files keep answering within 1 s (a probe every 200 ms for the whole check).
 * No browser: plain HTTP against the built site. The figures each case prints are its measurements.
 */
import { PORT, serve, stopServer, type Served } from "./support/server";
import {
  bracketsLlms,
  endlessCompressed,
  endlessPages,
  endlessRedirectBody,
  groupCpuSeconds,
  gzipBombs,
  LONG_PATH,
  plainSite,
  silentNameServer,
  wildcardRobots,
  type HostileSite,
  type SilentNameServer,
} from "./support/hostile-site";

const SERVE_PORT = PORT + 23;
const SERVE_URL = `http://127.0.0.1:${SERVE_PORT}`;

/** The issue's bounds, product rules: a check's wall time and CPU, and how long anything else may wait meanwhile. */
const MAX_CHECK_MS = 10_000;
const MAX_CHECK_CPU_SECONDS = 2;
const MAX_OTHER_REQUEST_MS = 1_000;

interface Finding {
  id: string;
  status: string;
  title: string;
  detail: string;
}
interface Answer {
  status: number;
  body: { findings?: Finding[]; error?: string; code?: string };
  ms: number;
  cpuSeconds: number;
  /** The slowest answer to a request for /robots.txt sent while the check ran. */
  slowestOtherMs: number;
  answeredAt: number;
}

let served: Served | undefined;
const sites: Record<string, HostileSite> = {};
let nameServer: SilentNameServer;

beforeAll(async () => {
  const [plain, llms, robots, bombs, compressed, redirect, pages] = await Promise.all([
    plainSite(),
    bracketsLlms(),
    wildcardRobots(),
    gzipBombs(),
    endlessCompressed(),
    endlessRedirectBody(),
    endlessPages(),
  ]);
  Object.assign(sites, { plain, llms, robots, bombs, compressed, redirect, pages });
  nameServer = await silentNameServer();
  served = await serve(
    {
      SITE_CHECK_ALLOW_HOSTS: Object.values(sites)
        .map((site) => site.hostPort)
        .join(","),
      SITE_CHECK_RATE_LIMIT: "off",
      SITE_CHECK_DNS_SERVERS: nameServer.address,
    },
    SERVE_PORT,
  );
  // The Function's first check loads and compiles its code: a warm-up, a whole check of a plain
  // page, keeps that load out of the first case's figures.
  const warm = await fetch(
    `${SERVE_URL}/api/site-check?${new URLSearchParams({ url: `${plain.origin}/` }).toString()}`,
    {
      headers: { Accept: "application/json" },
    },
  );
  expect(warm.status).toBe(200);
}, 120_000);

afterAll(async () => {
  stopServer(served?.child);
  await Promise.all([...Object.values(sites).map((site) => site.close()), nameServer.close()]);
});

/** Checks `address`, timing it, counting the server's CPU, and probing the server every 200 ms meanwhile. */
async function timedCheck(address: string, competitors: Record<string, string> = {}): Promise<Answer> {
  const pgid = served?.child.pid ?? 0;
  const cpuBefore = groupCpuSeconds(pgid);
  const started = Date.now();
  const state = { done: false };
  const check = fetch(
    `${SERVE_URL}/api/site-check?${new URLSearchParams({ url: address, ...competitors }).toString()}`,
    {
      headers: { Accept: "application/json" },
      signal: AbortSignal.timeout(400_000),
    },
  ).finally(() => (state.done = true));
  let slowestOtherMs = 0;
  const probes = (async () => {
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      if (state.done) break;
      const sent = Date.now();
      const probe = await fetch(`${SERVE_URL}/robots.txt`, { signal: AbortSignal.timeout(400_000) });
      await probe.arrayBuffer();
      slowestOtherMs = Math.max(slowestOtherMs, Date.now() - sent);
    }
  })();
  const response = await check;
  const answeredAt = Date.now();
  const body = (await response.json()) as Answer["body"];
  await probes;
  const answer = {
    status: response.status,
    body,
    ms: answeredAt - started,
    cpuSeconds: groupCpuSeconds(pgid) - cpuBefore,
    slowestOtherMs,
    answeredAt,
  };
  console.info(
    `[site-check-hostile] ${address.slice(0, 60)}: ${answer.status} in ${answer.ms} ms, ${answer.cpuSeconds.toFixed(2)} s CPU, slowest other request ${slowestOtherMs} ms`,
  );
  return answer;
}

/**
 * The bounds of one check; a comparison of `sites` runs them side by side: the same time, each site's CPU.
 * The two times are kept on the wall clock on purpose: what they say is literally "does not stall"
 * (a check ends by its own 8 s deadline, well inside 10 s, and a probe answers in milliseconds,
 * well inside 1 s), against a real server no fake clock reaches; how fast is the bench's.
 */
function withinBounds(answer: Answer, sites = 1): void {
  expect(answer.ms).toBeLessThan(MAX_CHECK_MS);
  expect(answer.cpuSeconds).toBeLessThanOrEqual(MAX_CHECK_CPU_SECONDS * sites);
  expect(answer.slowestOtherMs).toBeLessThan(MAX_OTHER_REQUEST_MS);
}

const finding = (answer: Answer, id: string): Finding | undefined => answer.body.findings?.find((f) => f.id === id);

describe("a site written to stall the check", () => {
  it("an llms.txt of 500 kB of [ is read in linear time: its title, and no link", async () => {
    const answer = await timedCheck(`${sites.llms?.origin ?? ""}/`);
    expect(answer.status).toBe(200);
    expect(finding(answer, "llms-txt")?.detail).toBe('Titled "Brackets", with 0 links.');
    withinBounds(answer);
  });

  it("a robots.txt of long wildcard rules is matched against a 2,000-character path within bounds", async () => {
    const answer = await timedCheck(`${sites.robots?.origin ?? ""}${LONG_PATH}`);
    expect(answer.status).toBe(200);
    expect(finding(answer, "crawlers-search")?.status).toBe("pass");
    withinBounds(answer);
  });

  it("a name server that never answers ends the check with a clear answer within the deadline", async () => {
    const answer = await timedCheck("http://never-answers.example/");
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.body.error).toMatch(/never-answers\.example/);
    // The check asked the name server it was given (not the system's), which never answered.
    expect(nameServer.queries()).toBeGreaterThan(0);
    withinBounds(answer);
  });

  it("a 200 MB gzip bomb is decompressed only up to the cap", async () => {
    const answer = await timedCheck(`${sites.bombs?.origin ?? ""}/`);
    expect(answer.status).toBe(200);
    withinBounds(answer);
  });

  it("a compressed body that never ends (and decodes to nothing) stops at the compressed cap", async () => {
    const answer = await timedCheck(`${sites.compressed?.origin ?? ""}/`);
    expect(answer.status).toBe(200);
    withinBounds(answer);
  });

  it("a comparison of three hostile sites answers within one check's time, each site under its own limits", async () => {
    const answer = await timedCheck(`${sites.llms?.origin ?? ""}/`, {
      compare1: `${sites.bombs?.origin ?? ""}/`,
      compare2: "http://never-answers.example/",
    });
    expect(answer.status).toBe(200);
    expect(finding(answer, "llms-txt")?.detail).toBe('Titled "Brackets", with 0 links.');
    const compared = (answer.body as { compared?: Array<{ url?: string; error?: string }> }).compared ?? [];
    expect(compared[0]?.url).toBe(`${sites.bombs?.origin ?? ""}/`);
    expect(compared[1]?.error).toMatch(/never-answers\.example/);
    withinBounds(answer, 3);
  });

  it("a redirect whose body never ends is followed without reading its body", async () => {
    const answer = await timedCheck(`${sites.redirect?.origin ?? ""}/`);
    expect(answer.status).toBe(200);
    expect((answer.body as { url?: string }).url).toBe(`${sites.redirect?.origin ?? ""}/page`);
    // The redirect's connection was closed by the check at once, not drained until the deadline.
    expect(sites.redirect?.closedAt.get("/")).toBeLessThanOrEqual(answer.answeredAt);
    withinBounds(answer);
  });

  it("more pages behind an endless sitemap and 10,000 links, endless, a bomb and silent, end within the check's time and bytes", async () => {
    const answer = await timedCheck(`${sites.pages?.origin ?? ""}/`);
    expect(answer.status).toBe(200);
    const pages =
      (answer.body as { pages?: Array<{ url: string; score: number | null; notChecked?: string }> }).pages ?? [];
    const origin = sites.pages?.origin ?? "";
    expect(pages.map((p) => p.url)).toEqual(["/", "/p0/", "/p1/", "/p2/", "/p3/"].map((p) => `${origin}${p}`));
    // The endless page is read up to a page's cap and scored; the silent page beside it runs out of
    // time; the bomb and the second endless page find too little left of the 6 MB to be read whole,
    // once the bot table's share of it is set apart (run.ts, BOT_SHARE for each crawler it asks).
    expect(pages.map((p) => p.notChecked ?? "checked")).toEqual(["checked", "checked", "time", "budget", "budget"]);
    // The agent's walk, within the same time and its own share of the bytes: the home page's plain
    // link to book is a way to book, so it goes to the endless contact page, read to the walk's cap,
    // and to the prices, the silent page the more pages asked for too, waited for, not asked twice.
    const walk = (answer.body as { walk?: { steps: Array<{ url: string; notRead?: string }> } }).walk;
    expect(walk?.steps.map((s) => [s.url, s.notRead ?? "read"])).toEqual([
      [`${origin}/`, "read"],
      [`${origin}/contact/`, "read"],
      [`${origin}/p1/`, "time"],
    ]);
    expect(
      (answer.body as { walk?: { needs: Array<{ need: string; found?: { quote: string } }> } }).walk?.needs.find(
        (n) => n.need === "enquire",
      )?.found?.quote,
    ).toBe(`Book online (/book/)`);
    // The silent page was asked for once, by the more pages; the walk waited for their answer.
    expect(sites.pages?.requests.filter((p) => p === "/p1/")).toHaveLength(1);
    withinBounds(answer);
  });
});
