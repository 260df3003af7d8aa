/**
 * What a hostile site sends is read in time linear in it: each reader gets the worst input we know
 * for it, and must stay within the check's CPU budget (a product rule: 2 s for a whole check,
 * whatever the site sends). The same readers must still read ordinary input exactly as before:
 * the link counter as the regex it replaced, the robots.txt matcher as robots-parser.
 */
import robotsParser from "robots-parser";
import { CRAWLERS } from "../../content/crawlers";
import { MAX_DEPTH, pageFacts } from "../page-facts";
import { botWall } from "../read/bot-wall";
import { countMarkdownLinks } from "../read/llms-links";
import { patternMatches, readRobots } from "../robots";

/** The whole check's CPU budget (the product rule). */
const CHECK_CPU_MS = 2_000;

function cpuMs(run: () => void): number {
  const before = process.cpuUsage();
  run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

/** A small deterministic random source (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (next: () => number, chars: string, length: number) =>
  Array.from({ length }, () => chars[Math.floor(next() * chars.length)] ?? "").join("");

describe("llms.txt links", () => {
  it("are counted as the regex counted them, on 5,000 random texts", () => {
    const next = random(45);
    for (let i = 0; i < 5_000; i++) {
      const text = pick(next, "[]() \nab", Math.floor(next() * 40));
      expect([text, countMarkdownLinks(text)]).toEqual([text, (text.match(/\[[^\]]+\]\([^)\s]+\)/g) ?? []).length]);
    }
  });

  it.each([
    ["500 kB of [", "[".repeat(500 * 1024)],
    ["500 kB of [a](b without a closing )", "[a](b".repeat(100 * 1024)],
    ["500 kB of [] pairs", "[]".repeat(250 * 1024)],
  ])("are counted within the check's CPU budget in %s", (_name, text) => {
    expect(cpuMs(() => countMarkdownLinks(`# Title\n\n${text}`))).toBeLessThan(CHECK_CPU_MS);
  });
});

describe("robots.txt", () => {
  it("is matched as robots-parser matches it, on 3,000 random rules and paths", () => {
    const next = random(9309);
    for (let i = 0; i < 3_000; i++) {
      const rules = Array.from({ length: 1 + Math.floor(next() * 4) }, () => {
        const pattern = `/${pick(next, "ab*/$", Math.floor(next() * 6))}`;
        return `${next() < 0.5 ? "Allow" : "Disallow"}: ${pattern}`;
      });
      const text = `User-agent: *\n${rules.join("\n")}\n`;
      const path = `/${pick(next, "ab/", Math.floor(next() * 8))}`;
      const url = `https://example.com${path}`;
      const expected = robotsParser("https://example.com/robots.txt", text).isAllowed(url, "Googlebot") !== false;
      expect([text, path, readRobots(url, { kind: "rules", text }).roles.search.blocked.length === 0]).toEqual([
        text,
        path,
        expected,
      ]);
    }
  });

  it("matches a pattern's * and final $ from the start of the path", () => {
    expect(patternMatches("/private/", "/private/page")).toBe(true);
    expect(patternMatches("/*.html$", "/a/b.html")).toBe(true);
    expect(patternMatches("/*.html$", "/a/b.html?x")).toBe(false);
    expect(patternMatches("/a*b*c", "/axxbyyc")).toBe(true);
    expect(patternMatches("/a*c*b", "/axxbyyc")).toBe(false);
    expect(patternMatches("/", "/anything")).toBe(true);
  });

  it("reads long wildcard rules against a 2,000-character path within the check's CPU budget, for every crawler", () => {
    const rule = `Disallow: /${"*a".repeat(2_000)}*b\n`;
    const groups = [...Object.values(CRAWLERS).flat(), "*"].map((agent) => `User-agent: ${agent}\n${rule.repeat(6)}`);
    const text = groups.join("\n").slice(0, 600 * 1024);
    const url = `https://example.com/${"a".repeat(1_999)}`;
    let blocked = -1;
    expect(
      cpuMs(() => {
        blocked = readRobots(url, { kind: "rules", text }).roles.search.blocked.length;
      }),
    ).toBeLessThan(CHECK_CPU_MS);
    expect(blocked).toBe(0);
  });
});

describe("a firewall's page", () => {
  it("is looked for within the check's CPU budget in 64 kB of unclosed <title", () => {
    const text = "<title".repeat(11_000);
    expect(cpuMs(() => botWall({ status: 403, headers: { server: "cloudflare" }, text }))).toBeLessThan(CHECK_CPU_MS);
  });
});

describe("a page's HTML", () => {
  it.each([
    ["400,000 nested <div>", "<div>".repeat(400_000)],
    ["200,000 nested <ul> after a heading", `<h2>Question?</h2>${"<ul>".repeat(200_000)}`],
    ["200,000 nested <h1>", "<h1>".repeat(200_000)],
    ["200,000 nested <svg>", "<svg>".repeat(200_000)],
    ["2 MB of one JSON-LD array", `<script type="application/ld+json">[${"{},".repeat(650_000)}{}]</script>`],
    ["a meta refresh of 1 MB of spaces", `<meta http-equiv="refresh" content="1${" ".repeat(1_000_000)}x">`],
  ])("is read within the check's CPU budget: %s", (_name, html) => {
    expect(cpuMs(() => pageFacts(`${html}<p>After all that nesting, the text is still read.</p>`))).toBeLessThan(
      CHECK_CPU_MS,
    );
  });

  it(`flattens nesting past ${MAX_DEPTH} and still reads what follows`, () => {
    const facts = pageFacts(
      `<title>Deep</title>${"<div>".repeat(100_000)}<h1>Still here</h1><p>and so is this text</p>`,
    );
    expect(facts.title).toBe("Deep");
    expect(facts.h1).toEqual(["Still here"]);
    expect(facts.words).toBe(7);
  });
});
