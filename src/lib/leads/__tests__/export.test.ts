import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { csvField, EXPORT_COLUMNS, leadsCsv } from "../export";
import { describeAttribution, parseAttribution } from "../attribution";
import { main, HELP } from "../cli";
import { seedStore } from "../../../../tests/support/embedded-template";
import { openEmbedded } from "../embedded";
import { LeadStore, type Lead } from "../store";

const lead: Lead = {
  id: "00000000-0000-4000-8000-000000000001",
  receivedAt: new Date("2026-03-02T01:02:03.000Z"),
  firstName: '=HYPERLINK("http://evil")',
  lastName: 'O"Brien',
  email: "a@example.com",
  message: "line one\r\nline two, with a comma",
  attribution: { utmSource: "@news", pagesViewed: 2 },
  status: "pending",
  stage: "new",
  attempts: 1,
  lastError: "-1 HTTP 500",
};

describe("CSV export", () => {
  it("is RFC 4180: a header line, CRLF records, quoted fields with inner quotes doubled", () => {
    const csv = leadsCsv([lead]);
    expect(
      csv.startsWith(
        `${EXPORT_COLUMNS.join(",")}\r\n"00000000-0000-4000-8000-000000000001","2026-03-02T01:02:03.000Z",`,
      ),
    ).toBe(true);
    // …, stage "new", the channel, pagesViewed, formPage, then emailDelivery, confirmation, messages and needsAttention (none yet), then the AI search check's address, score, report and compared sites (none given).
    expect(csv.endsWith(',"pending",1,"\'-1 HTTP 500","new",,,,,"referral",,,"\'@news",,,,,2,,,,,,,,,\r\n')).toBe(true);
    expect(csv).toContain('"\'=HYPERLINK(""http://evil"")","O""Brien","a@example.com"');
    expect(csv).toContain('"line one\r\nline two, with a comma"');
  });

  it("gives the team the kept report's page beside the AI search check's address and score", () => {
    const csv = leadsCsv([
      { ...lead, checkedUrl: "https://example.com.au/", checkScore: 72, checkReport: "3q2-7wAAAAAAAAAAAAAAAA" },
    ]);
    expect(
      csv.endsWith(
        ',"https://example.com.au/",72,"https://www.harbouraiseo.com.au/ai-search-check/report/3q2-7wAAAAAAAAAAAAAAAA/",\r\n',
      ),
    ).toBe(true);
  });

  it("gives the team all three addresses of a comparison", () => {
    const csv = leadsCsv([
      {
        ...lead,
        checkedUrl: "https://example.com.au/",
        checkScore: 72,
        checkCompared: ["https://rival.com.au/", "https://other.com.au/"],
      },
    ]);
    expect(csv.split("\r\n")[0]?.endsWith("checkedUrl,checkScore,checkReport,checkCompared")).toBe(true);
    expect(csv.endsWith(',"https://example.com.au/",72,,"https://rival.com.au/ https://other.com.au/"\r\n')).toBe(true);
  });

  it("neutralises every cell a spreadsheet would run as a formula", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(csvField(`${start}1+1`)).toBe(`"'${start}1+1"`);
    // A second line does not hide the first's formula.
    expect(csvField("=1+1\nsecond line")).toBe(`"'=1+1\nsecond line"`);
    expect(csvField("plain")).toBe('"plain"');
    expect(csvField(3)).toBe("3");
    expect(csvField(null)).toBe("");
  });
});

describe("attribution", () => {
  it("keeps only what fits: a site path, a host, a count; derives UTM tags from the landing page", () => {
    expect(
      parseAttribution({
        landingPage: "//evil.example/x",
        referrer: "not a host!",
        pagesViewed: "-3",
        formPage: "javascript:alert(1)",
      }),
    ).toEqual({});
    expect(parseAttribution({ landingPage: "/?utm_source=bing&utm_term=seo%20sydney", pagesViewed: "1" })).toEqual({
      landingPage: "/?utm_source=bing&utm_term=seo%20sydney",
      utmSource: "bing",
      utmTerm: "seo sydney",
      pagesViewed: 1,
    });
  });

  it("reads as one line for the team", () => {
    expect(describeAttribution({ landingPage: "/", pagesViewed: 1, formPage: "/contact/" })).toBe(
      "direct → / → 1 page → /contact/",
    );
    expect(describeAttribution({ formPage: "/contact/" })).toBe(
      "Form on /contact/ (no visit details: the browser ran no script)",
    );
    expect(describeAttribution({})).toBe("Not recorded");
  });
});

describe("npm run leads", () => {
  // Each command opens the embedded store (about half a second here, several on a busy machine).
  jest.setTimeout(30_000);
  let dir: string;
  let out: string;
  const write = (text: string) => {
    out += text;
  };
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "leads-cli-"));
    const store = new LeadStore(await openEmbedded(seedStore(path.join(dir, "leads"))));
    const base = { ...lead, firstName: "Ada", lastName: "L" };
    await store.insert({ ...base, receivedAt: new Date("2020-01-01T00:00:00Z") }, new Date());
    await store.insert({ ...base, id: "00000000-0000-4000-8000-000000000002", email: "B@Example.com" }, new Date());
    await store.close();
  }, 60_000);
  // The first test's commands open the store themselves, as from a terminal; the others are given
  // one store, opened once, as the server gives a command its own (each open is PGlite starting again).
  let held: LeadStore | undefined;
  const given = async () => (held ??= new LeadStore(await openEmbedded(path.join(dir, "leads"))));
  afterAll(async () => {
    await held?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    out = "";
  });
  const env = () => ({ LEADS_STORE_DIR: path.join(dir, "leads") });

  it("documents every command in --help", async () => {
    expect(await main(["--help"], env(), write)).toBe(0);
    for (const command of [
      "export",
      "--format csv|json",
      "--since",
      "--status",
      "retry",
      "purge",
      "delete --email ADDRESS",
    ])
      expect(out).toContain(command);
    expect(out).toBe(HELP);
  });

  it("exports JSON newest first, filtered by date and status, and refuses a bad filter", async () => {
    expect(await main(["export", "--format", "json"], env(), write)).toBe(0);
    expect((JSON.parse(out) as Array<{ id: string }>).map((row) => row.id)).toEqual([
      "00000000-0000-4000-8000-000000000002",
      "00000000-0000-4000-8000-000000000001",
    ]);
    out = "";
    await main(
      ["export", "--format", "json", "--since", "2021-01-01", "--status", "pending"],
      env(),
      write,
      undefined,
      await given(),
    );
    expect(JSON.parse(out)).toHaveLength(1);
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await main(["export", "--since", "yesterday"], env(), write, undefined, await given())).toBe(2);
  }, 60_000);

  it("deletes one person's leads and purges by LEADS_RETENTION_DAYS", async () => {
    expect(await main(["delete", "--email", "b@example.com"], env(), write, undefined, await given())).toBe(0);
    expect(out).toBe("1 lead(s) from b@example.com deleted\n");
    out = "";
    expect(await main(["purge"], { ...env(), LEADS_RETENTION_DAYS: "365" }, write, undefined, await given())).toBe(0);
    expect(out).toBe("1 lead(s) older than 365 days deleted\n");
  });

  it("prints a sign-in link at the site's configured origin: SITE_URL, else http://localhost:$PORT, else --origin", async () => {
    const link = async (args: string[], settings: Record<string, string>) => {
      out = "";
      expect(await main(["link", ...args], { ...env(), ...settings }, write, undefined, await given())).toBe(0);
      return new URL(out.trim());
    };
    expect((await link([], { PORT: "9123" })).origin).toBe("http://localhost:9123");
    expect((await link([], { SITE_URL: "https://www.example.com.au", PORT: "9123" })).origin).toBe(
      "https://www.example.com.au",
    );
    expect((await link(["--origin", "http://127.0.0.1:9124"], { SITE_URL: "https://www.example.com.au" })).origin).toBe(
      "http://127.0.0.1:9124",
    );
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      expect(await main(["link"], { ...env(), SITE_URL: "www.example.com.au" }, write, undefined, await given())).toBe(
        2,
      );
      expect(error.mock.calls.at(-1)?.[0]).toMatch(/^SITE_URL is not the site's address; fix it, or give --origin\./);
    } finally {
      error.mockRestore();
    }
  });
});
