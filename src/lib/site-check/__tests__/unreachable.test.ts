/**
 * Errors say what a visitor needs and nothing more: a name that resolves to a private address and a
 * name that does not resolve are answered alike (status, headers and body, as JSON and as the
 * page), so the check cannot be used to learn which names and addresses exist on our network; the
 * refusal keeps which it was, for the log. Names are resolved by a stand-in: nothing is looked up.
 */
import type { LookupAddress } from "node:dns";
import { Refusal, targetUrl, UNREACHABLE_MESSAGE } from "../address";
import { safeFetch, type Resolver } from "../fetcher";
import { handleSiteCheck, resetSiteCheck, type SiteCheckRequest } from "../handler";
import { checkSite } from "../run";
import { projectWords } from "./project-words";

const words = projectWords();
const log = jest.fn();
beforeEach(() => {
  resetSiteCheck();
  log.mockReset();
});

const JSON_ACCEPT = "application/json";
const PAGE_ACCEPT = "text/html,application/xhtml+xml,*/*;q=0.8";

const request = (url: string, accept: string): SiteCheckRequest => ({
  method: "GET",
  headers: { accept },
  query: { url },
  clientAddress: "203.0.113.9",
});

const answersWith =
  (...addresses: string[]): Resolver =>
  () =>
    Promise.resolve(addresses.map((address): LookupAddress => ({ address, family: address.includes(":") ? 6 : 4 })));
/** What the name servers say of a name that does not exist: c-ares's ENOTFOUND, or no address at all. */
const notFound: Resolver = () => Promise.reject(Object.assign(new Error("queryA ENOTFOUND"), { code: "ENOTFOUND" }));
const noAddress: Resolver = () => Promise.resolve([]);

/** The handler as the Function runs it, its names resolved by `resolve`. */
const check = (typed: string, accept: string, resolve: Resolver) =>
  handleSiteCheck(
    request(typed, accept),
    { SITE_CHECK_RATE_LIMIT: "off" },
    { log, words, check: (url, options) => checkSite(url, { ...options, resolve }) },
  );

async function refusalOf(run: () => unknown): Promise<Refusal> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Refusal) return error;
    throw error;
  }
  throw new Error("not refused");
}

const signal = () => AbortSignal.timeout(5_000);
const fetchWith = (url: string, resolve: Resolver) => () =>
  safeFetch(new URL(url), { signal: signal(), userAgent: "test", allowHosts: new Set(), resolve });

describe("an address the check cannot reach", () => {
  it.each([
    ["JSON", JSON_ACCEPT],
    ["the page", PAGE_ACCEPT],
  ])("answers a name on a private network exactly as a name that does not exist, in %s", async (_, accept) => {
    const typed = "intranet.example.com.au";
    const answers = [
      await check(typed, accept, answersWith("10.0.0.1")),
      await check(typed, accept, answersWith("127.0.0.1")),
      await check(typed, accept, answersWith("93.184.215.14", "169.254.169.254")),
      await check(typed, accept, answersWith("fd00:ec2::254")),
      await check(typed, accept, notFound),
      await check(typed, accept, noAddress),
    ];
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    // The log keeps the difference the visitor is not told.
    expect(log.mock.calls.map(([, line]) => String(line))).toEqual(
      expect.arrayContaining([
        expect.stringContaining("resolves to 10.0.0.1"),
        expect.stringContaining("does not resolve (ENOTFOUND)"),
      ]),
    );
    expect(answers[0]?.status).toBe(403);
    if (accept === JSON_ACCEPT) expect(answers[0]?.body).toEqual({ error: UNREACHABLE_MESSAGE, code: "address" });
    else expect(answers[0]?.body).toContain(UNREACHABLE_MESSAGE);
  });

  it("answers a private address or a local name typed as written as it answers a name that does not exist", async () => {
    const answers = [
      await check("http://10.0.0.1/", JSON_ACCEPT, notFound),
      await check("http://localhost/", JSON_ACCEPT, notFound),
      await check("http://[::1]/", JSON_ACCEPT, notFound),
      await check("nowhere.example.com.au", JSON_ACCEPT, notFound),
    ];
    for (const answer of answers)
      expect([answer.status, answer.body]).toEqual([403, { error: UNREACHABLE_MESSAGE, code: "address" }]);
  });

  it("keeps for the log which it was: the private address a name resolved to, or that the name does not resolve", async () => {
    const refusals = [
      await refusalOf(fetchWith("https://intranet.example.com.au/", answersWith("10.0.0.1"))),
      await refusalOf(fetchWith("https://intranet.example.com.au/", notFound)),
      await refusalOf(fetchWith("https://intranet.example.com.au/", noAddress)),
      await refusalOf(() => targetUrl("http://10.0.0.1/")),
      await refusalOf(() => targetUrl("http://localhost/")),
    ];
    expect(refusals.map((r) => r.reason)).toEqual([
      "intranet.example.com.au resolves to 10.0.0.1, a private or reserved address",
      "intranet.example.com.au does not resolve (ENOTFOUND)",
      "intranet.example.com.au does not resolve (no address)",
      "10.0.0.1, a private or reserved address",
      "localhost is a local name (private or reserved)",
    ]);
    // What the visitor is told is the same each time.
    expect(new Set(refusals.map((r) => `${r.status} ${r.code} ${r.message}`))).toEqual(
      new Set([`403 address ${UNREACHABLE_MESSAGE}`]),
    );
  });
});
