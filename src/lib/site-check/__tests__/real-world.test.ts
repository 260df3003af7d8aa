/**
 * Pages shaped like the real world's (written here; none is a real site's): a firewall's
 * challenge, an error page, a file that is not a page, an app shell, a short static page, a
 * windows-1252 page, compressed pages, meta refreshes, a local business typed as a Dentist,
 * conflicting organisation records, and a rating with no reviews behind it.
 */
import zlib from "node:zlib";
import { html, text, type Route } from "./fixture-site";
import { byId, check, withSite, words } from "./site";

const page = (head: string, body: string) =>
  `<!doctype html><html lang="en-AU"><head>${head}</head><body>${body}</body></html>`;
const jsonLd = (value: unknown) => `<script type="application/ld+json">${JSON.stringify(value)}</script>`;

const raw =
  (status: number, headers: Record<string, string>, body: string | Buffer): Route =>
  (_req, res) =>
    res.writeHead(status, headers).end(body);

describe("blocked is not bad", () => {
  const JUST_A_MOMENT = page(
    '<title>Just a moment...</title><meta name="robots" content="noindex,nofollow">',
    '<noscript>Enable JavaScript and cookies to continue</noscript><script src="/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1"></script>',
  );

  it.each<[string, Route, string, string]>([
    [
      "Cloudflare's challenge (cf-mitigated)",
      raw(403, { "Content-Type": "text/html", "cf-mitigated": "challenge", Server: "cloudflare" }, JUST_A_MOMENT),
      "Cloudflare",
      "cf-mitigated: challenge",
    ],
    [
      "Cloudflare's block page",
      raw(
        403,
        { "Content-Type": "text/html", Server: "cloudflare" },
        page("<title>Attention Required! | Cloudflare</title>", "<h1>Sorry, you have been blocked</h1>"),
      ),
      "Cloudflare",
      'a page titled "Attention Required! | Cloudflare"',
    ],
    [
      "Akamai's Access Denied",
      raw(
        403,
        { "Content-Type": "text/html", Server: "AkamaiGHost" },
        page(
          "<title>Access Denied</title>",
          "<h1>Access Denied</h1>Reference #18.6c5a2f17 https://errors.edgesuite.net/18.6c5a2f17",
        ),
      ),
      "Akamai",
      'a page titled "Access Denied"',
    ],
    [
      "Imperva's incident page",
      raw(
        200,
        { "Content-Type": "text/html", "X-Iinfo": "4-12345-0 0NNN RT(1) q(0 -1 -1 -1) r(0 -1)" },
        page("", '<iframe src="/_Incapsula_Resource?CWUDNSAI=9&xinfo=1"></iframe>'),
      ),
      "Imperva",
      "_Incapsula_Resource",
    ],
    [
      "Vercel's checkpoint",
      raw(
        429,
        { "Content-Type": "text/html", "x-vercel-mitigated": "challenge" },
        page("<title>Vercel Security Checkpoint</title>", ""),
      ),
      "Vercel",
      "x-vercel-mitigated: challenge",
    ],
    [
      "DataDome's captcha",
      raw(
        403,
        { "Content-Type": "text/html", "X-DataDome": "protected" },
        page("", '<script src="https://ct.captcha-delivery.com/c.js"></script>'),
      ),
      "DataDome",
      "x-datadome header",
    ],
  ])("reports %s as the firewall, with its evidence and no score", async (_name, route, by, evidence) => {
    await withSite({ "/": route }, async (site) => {
      const report = await check(site);
      expect(report.score).toBeNull();
      expect(report.categories).toEqual([]);
      expect(report.unread).toMatchObject({
        id: "blocked",
        title: "Your site's firewall blocked our check. AI crawlers may be blocked the same way.",
      });
      expect(report.unread?.detail).toContain(`${by} answered instead of your page`);
      expect(report.unread?.detail).toContain(evidence);
      // Nothing of a page it never saw: no title, no noindex, no "needs JavaScript".
      for (const id of ["title", "noindex", "server-text", "h1", "description", "structured-data"])
        expect(report.findings.find((f) => f.id === id)).toBeUndefined();
      // The site's own files and address are still reported.
      expect(report.findings.map((f) => f.id)).toEqual([
        "crawlers-search",
        "crawlers-user",
        "crawlers-training",
        "https",
        "llms-txt",
        "sitemap",
      ]);
    });
  });

  it("reports a 500 page for its status alone, and scores nothing", async () => {
    await withSite(
      { "/": raw(500, { "Content-Type": "text/html" }, page("<title>Error</title>", "<h1>Oops</h1>")) },
      async (site) => {
        const report = await check(site);
        expect(report.score).toBeNull();
        expect(report.unread).toMatchObject({ id: "error-status", title: "The page answers with an error (500)" });
        expect(report.findings.find((f) => f.id === "title")).toBeUndefined();
      },
    );
  });

  it("reports a PDF as not a web page, with no score", async () => {
    await withSite({ "/": text("%PDF-1.7 ...", "application/pdf") }, async (site) => {
      const report = await check(site);
      expect(report.score).toBeNull();
      expect(report.unread).toMatchObject({ id: "not-html", title: "This address is not a web page" });
      expect(report.unread?.detail).toContain("application/pdf");
      // No robots.txt (404): nothing is blocked.
      expect(byId(report, "crawlers-search").status).toBe("pass");
    });
  });
});

describe("needs JavaScript only where scripts are there to write the text", () => {
  it("names an app shell, with what a crawler receives", async () => {
    await withSite(
      {
        "/": html(
          page(
            "<title>Our app</title>",
            '<div id="root"></div><noscript>You need to enable JavaScript to run this app.</noscript><script src="/static/js/main.js"></script>',
          ),
        ),
      },
      async (site) => {
        expect(byId(await check(site), "server-text")).toMatchObject({
          status: "fail",
          title: "The page is an app shell: its text needs JavaScript",
          detail:
            'Scripts write the page into <div id="root">. A crawler that runs no script receives 0 words of text, and 1 script it will not run.',
        });
      },
    );
  });

  it("quotes the little text a script-written page sends", async () => {
    await withSite(
      {
        "/": html(
          page(
            "<title>Loading</title>",
            '<p>Loading your experience</p><script src="/bundle.js"></script><script>start()</script>',
          ),
        ),
      },
      async (site) => {
        expect(byId(await check(site), "server-text")).toMatchObject({
          status: "fail",
          title: "The page's text needs JavaScript to appear",
          detail:
            "A crawler that runs no script receives 3 words of text: “Loading your experience”, and 2 scripts it will not run.",
        });
      },
    );
  });

  it("tells a short page with no script it is short, not that it needs JavaScript (38 words)", async () => {
    await withSite(
      { "/": html(page("<title>Opening hours and how to find us</title>", `<h1>Find us</h1><p>${words(36)}</p>`)) },
      async (site) => {
        const finding = byId(await check(site), "server-text");
        expect(finding).toMatchObject({ status: "warn", title: "The page has very little text to read" });
        expect(finding.detail).toMatch(/^38 words, and no script to add more/);
        expect(finding.title).not.toMatch(/JavaScript/);
      },
    );
  });

  it("passes a 120-word page with no script: its text is all in the HTML", async () => {
    await withSite(
      { "/": html(page("<title>About the practice</title>", `<h1>About</h1><p>${words(119)}</p>`)) },
      async (site) => {
        expect(byId(await check(site), "server-text")).toMatchObject({
          status: "pass",
          title: "The page's text is all in the HTML",
        });
      },
    );
  });
});

describe("encodings", () => {
  // "Café Bondi – the best flat white" in windows-1252: é is 0xE9 and the en dash 0x96.
  const cafe = Buffer.concat([
    Buffer.from("Caf"),
    Buffer.from([0xe9]),
    Buffer.from(" Bondi "),
    Buffer.from([0x96]),
    Buffer.from(" the best flat white"),
  ]);
  const titled = (head: string) =>
    Buffer.concat([
      Buffer.from(`<!doctype html><html><head>${head}<title>`),
      cafe,
      Buffer.from(`</title></head><body><h1>`),
      cafe,
      Buffer.from(`</h1><p>${words(250)}</p></body></html>`),
    ]);

  it.each<[string, string, string]>([
    ["the header's windows-1252", "text/html; charset=windows-1252", ""],
    ["the header's ISO-8859-1 (read as windows-1252, as browsers do)", "text/html; charset=ISO-8859-1", ""],
    ["a meta charset", "text/html", '<meta charset="windows-1252">'],
    ["a meta http-equiv", "text/html", '<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">'],
  ])("decodes a page by %s", async (_name, type, head) => {
    await withSite({ "/": raw(200, { "Content-Type": type }, titled(head)) }, async (site) => {
      const report = await check(site);
      expect(byId(report, "title").detail).toBe('"Café Bondi – the best flat white" (32 characters).');
      expect(byId(report, "h1").detail).toBe('"Café Bondi – the best flat white".');
    });
  });

  const GOOD = page(
    '<title>Compressed but readable page</title><meta name="description" content="A page sent compressed, which the check decodes before reading it, whatever the encoding.">',
    `<h1>Compressed</h1><p>${words(250)}</p>`,
  );
  it.each<[string, string, Buffer]>([
    ["gzip", "gzip", zlib.gzipSync(GOOD)],
    ["deflate", "deflate", zlib.deflateSync(GOOD)],
    ["deflate (raw, without its zlib header)", "deflate", zlib.deflateRawSync(GOOD)],
    ["br", "br", zlib.brotliCompressSync(GOOD)],
  ])("reads a page sent with Content-Encoding: %s", async (_name, encoding, body) => {
    await withSite(
      { "/": raw(200, { "Content-Type": "text/html; charset=utf-8", "Content-Encoding": encoding }, body) },
      async (site) => {
        const report = await check(site);
        expect(byId(report, "server-text").detail).toBe("251 words of text arrive with the page.");
        expect(byId(report, "page-weight").status).toBe("pass");
      },
    );
  });
});

describe("meta refresh", () => {
  const TARGET = page("<title>The page the refresh leads to</title>", `<h1>Arrived</h1><p>${words(250)}</p>`);

  it("follows an instant meta refresh as a redirect hop, and names it", async () => {
    await withSite(
      { "/": html(page('<meta http-equiv="refresh" content="0; url=/home">', "")), "/home": html(TARGET) },
      async (site) => {
        const report = await check(site);
        expect(report.url).toBe(`${site.origin}/home`);
        expect(byId(report, "status")).toMatchObject({
          status: "pass",
          title: "The page loads, through a meta refresh",
        });
        expect(byId(report, "status").detail).toContain(`${site.origin}/ sends visitors on at once`);
        expect(byId(report, "h1").detail).toBe('"Arrived".');
      },
    );
  });

  it("warns about a delayed one", async () => {
    await withSite(
      {
        "/": html(page("<meta http-equiv=refresh content='5;URL=\"/home\"'>", "<p>Moving…</p>")),
        "/home": html(TARGET),
      },
      async (site) => {
        expect(byId(await check(site), "status")).toMatchObject({
          status: "warn",
          title: "The page is reached through a delayed meta refresh",
        });
      },
    );
  });

  it("stops a meta refresh loop at five hops, as it stops redirects", async () => {
    await withSite(
      {
        "/a": html(page('<meta http-equiv="refresh" content="0; url=/b">', "")),
        "/b": html(page('<meta http-equiv="refresh" content="0; url=/a">', "")),
      },
      async (site) => {
        await expect(check(site, "/a")).rejects.toMatchObject({ code: "redirects" });
      },
    );
  });
});

describe("structured data as businesses write it", () => {
  const body = `<h1>Bright Smiles Dental</h1><p>${words(250)}</p>`;
  const head = (data: unknown) => `<title>Bright Smiles Dental, Parramatta</title>${jsonLd(data)}`;

  it("counts a Dentist as naming the business (any Organization or LocalBusiness subtype does)", async () => {
    await withSite(
      {
        "/": html(
          page(head({ "@context": "https://schema.org", "@type": "Dentist", name: "Bright Smiles Dental" }), body),
        ),
      },
      async (site) => {
        const report = await check(site);
        expect(byId(report, "structured-data")).toMatchObject({ status: "pass", detail: "Found: Dentist." });
        expect(byId(report, "author-dates").detail).toMatch(/^By Bright Smiles Dental/);
      },
    );
  });

  it("does not count a Service or a Person as the business", async () => {
    await withSite(
      { "/": html(page(head([{ "@type": "Service" }, { "@type": "Person", name: "Dr Lee" }]), body)) },
      async (site) => {
        expect(byId(await check(site), "structured-data").status).toBe("warn");
      },
    );
  });

  it("names two organisation records that give different phones and addresses", async () => {
    const records = [
      {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: "Bright Smiles Dental",
        telephone: "+61 2 9000 0000",
        address: {
          "@type": "PostalAddress",
          streetAddress: "1 Church Street",
          addressLocality: "Parramatta",
          postalCode: "2150",
        },
      },
      {
        "@context": "https://schema.org",
        "@type": "Dentist",
        name: "Bright Smiles",
        telephone: "02 9111 1111",
        address: "20 George Street, Sydney NSW 2000",
      },
    ];
    await withSite(
      {
        "/": html(
          page(`<title>Bright Smiles Dental, Parramatta</title>${jsonLd(records[0])}${jsonLd(records[1])}`, body),
        ),
      },
      async (site) => {
        const finding = byId(await check(site), "business-details");
        expect(finding).toMatchObject({
          status: "warn",
          title: "Your structured data gives conflicting phone numbers and addresses",
        });
        expect(finding.detail).toBe(
          "2 records of your business give +61 2 9000 0000, 02 9111 1111, and “1 Church Street, Parramatta, 2150”, “20 George Street, Sydney NSW 2000”.",
        );
      },
    );
  });

  it("takes one number written two ways as one number", async () => {
    await withSite(
      {
        "/": html(
          page(
            head({
              "@graph": [
                { "@type": "Organization", telephone: "+61 2 9000 0000" },
                { "@type": "Dentist", telephone: "(02) 9000 0000" },
              ],
            }),
            body,
          ),
        ),
      },
      async (site) => {
        expect(byId(await check(site), "business-details")).toMatchObject({
          status: "pass",
          title: "Your business details agree",
        });
      },
    );
  });

  it("names a rating with an empty review list and no count", async () => {
    const rated = {
      "@context": "https://schema.org",
      "@type": "Dentist",
      name: "Bright Smiles Dental",
      aggregateRating: { "@type": "AggregateRating", ratingValue: "4.9" },
      review: [],
    };
    await withSite({ "/": html(page(head(rated), body)) }, async (site) => {
      expect(byId(await check(site), "rating-reviews")).toMatchObject({
        status: "warn",
        title: "A rating with no reviews behind it",
        detail: "The structured data rates a Dentist 4.9 with no count of ratings or reviews, and no reviews listed.",
      });
    });
  });

  it("passes a rating with its count", async () => {
    const rated = {
      "@type": "Dentist",
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.8, reviewCount: "37" },
    };
    await withSite({ "/": html(page(head(rated), body)) }, async (site) => {
      expect(byId(await check(site), "rating-reviews")).toMatchObject({ status: "pass" });
    });
  });
});
