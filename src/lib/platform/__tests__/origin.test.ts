import { siteOrigin } from "../origin";

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
