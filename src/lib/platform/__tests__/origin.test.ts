import { isForeignRequest, siteOrigin, siteOrigins } from "../origin";

describe("siteOrigin", () => {
  it("is the first of SITE_URL, Netlify's URL and DEPLOY_PRIME_URL that is set, as scheme, host and port", () => {
    const all = {
      SITE_URL: "https://www.example.com.au/some/path",
      URL: "https://example.netlify.app",
      DEPLOY_PRIME_URL: "https://main--example.netlify.app",
    };
    expect(siteOrigin(all)).toEqual({ origin: "https://www.example.com.au", https: true });
    expect(siteOrigin({ ...all, SITE_URL: " " })).toEqual({ origin: "https://example.netlify.app", https: true });
    expect(siteOrigin({ DEPLOY_PRIME_URL: all.DEPLOY_PRIME_URL })).toEqual({
      origin: "https://main--example.netlify.app",
      https: true,
    });
    expect(siteOrigin({ SITE_URL: "http://127.0.0.1:9123" })).toEqual({
      origin: "http://127.0.0.1:9123",
      https: false,
    });
  });

  it("is npm run serve's address without any: http://localhost:$PORT, 9000 by default", () => {
    expect(siteOrigin({})).toEqual({ origin: "http://localhost:9000", https: false });
    expect(siteOrigin({ PORT: "9123" })).toEqual({ origin: "http://localhost:9123", https: false });
    expect(siteOrigin({ PORT: "not a port" })).toEqual({ origin: "http://localhost:9000", https: false });
  });

  it("names a setting that is not an http(s) address rather than guess", () => {
    expect(siteOrigin({ SITE_URL: "www.example.com.au" })).toEqual({ invalid: "SITE_URL" });
    expect(siteOrigin({ URL: "ftp://example.com" })).toEqual({ invalid: "URL" });
    expect(siteOrigin({ SITE_URL: "https://" })).toEqual({ invalid: "SITE_URL" });
  });
});

describe("siteOrigins", () => {
  it("is npm run serve's loopback server under each of its names without any setting", () => {
    expect(siteOrigins({ PORT: "9123" })).toEqual([
      "http://localhost:9123",
      "http://127.0.0.1:9123",
      "http://[::1]:9123",
    ]);
  });

  it("is every address Netlify names and SITE_URL lists, with a loopback address's twins", () => {
    expect(
      siteOrigins({
        SITE_URL: "https://www.example.com.au/path https://example.com.au",
        URL: "https://site.netlify.app",
        DEPLOY_PRIME_URL: "https://main--site.netlify.app",
        DEPLOY_URL: "https://abc123--site.netlify.app",
      }),
    ).toEqual([
      "https://www.example.com.au",
      "https://example.com.au",
      "https://site.netlify.app",
      "https://main--site.netlify.app",
      "https://abc123--site.netlify.app",
    ]);
    expect(siteOrigins({ SITE_URL: "http://127.0.0.1:9555" })).toEqual([
      "http://127.0.0.1:9555",
      "http://localhost:9555",
      "http://[::1]:9555",
    ]);
    expect(siteOrigins({ DEPLOY_URL: "deploy" })).toEqual({ invalid: "DEPLOY_URL" });
    // The first address SITE_URL lists is the one the Functions name.
    expect(siteOrigin({ SITE_URL: "https://www.example.com.au, https://example.com.au" })).toEqual({
      origin: "https://www.example.com.au",
      https: true,
    });
  });
});

describe("isForeignRequest", () => {
  const own = ["https://www.example.com.au", "http://127.0.0.1:9000"];
  it.each([
    [{ origin: "https://evil.example", fetchSite: undefined }, true],
    [{ origin: "https://www.example.com.au", fetchSite: "cross-site" }, true],
    [{ origin: "null", fetchSite: undefined }, true],
    [{ origin: "not a url", fetchSite: undefined }, true],
    [{ origin: "https://WWW.example.com.au:443", fetchSite: "same-origin" }, false],
    [{ origin: "null", fetchSite: "same-origin" }, false],
    [{ origin: undefined, fetchSite: undefined }, false],
  ])("%j is foreign: %s", (source, foreign) => {
    expect(isForeignRequest(source, own)).toBe(foreign);
  });
});
