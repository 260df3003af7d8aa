import path from "node:path";
import { parseProject } from "../../project/load";
import { siteCheckCopy, siteCheckDesign } from "../copy-from-content";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { changesSince } from "../changes";
import { contactHref, FALLBACK_COPY } from "../report-copy";
import { ReportView, type ReportData } from "../report-view";
import type { CheckReport } from "../run";
import { finding } from "./findings";

const blocked: CheckReport = {
  address: "https://shop.example.com.au/",
  url: "https://shop.example.com.au/",
  checkedAt: "2026-11-28T01:02:03.000Z",
  score: null,
  unread: {
    id: "blocked",
    title: "Your site's firewall blocked our check. AI crawlers may be blocked the same way.",
    detail: 'Cloudflare answered instead of your page (403, with a page titled "<Just a moment...>").',
    why: "Firewalls stop crawlers.",
    action: "Let verified crawlers through.",
    service: { href: "/services/technical-seo-audits/", label: "Technical SEO Audits" },
  },
  categories: [],
  findings: [
    {
      ...finding("llms-txt", "warn"),
      counts: false,
      evidence: {
        kind: "convention",
        source: { title: "The /llms.txt file", publisher: "Jeremy Howard", url: "https://llmstxt.org/" },
      },
    },
  ],
};

const render = (report: ReportData) => renderToStaticMarkup(createElement(ReportView, { report, copy: FALLBACK_COPY }));

const scored: ReportData = {
  address: "https://www.example.com.au/",
  url: "https://www.example.com.au/",
  checkedAt: "2026-11-28T01:02:03.000Z",
  score: 72,
  categories: [
    { id: "access", title: "Crawler access", score: 100 },
    { id: "files", title: "Site files and weight", score: 50 },
  ],
  findings: [
    finding("robots-access", "pass", "access"),
    finding("sitemap", "warn"),
    finding("crawlers-search", "pass", "access"),
    finding("llms-txt", "fail"),
    finding("page-weight", "pass"),
  ],
};

describe("a report the page could not be read for", () => {
  const html = render(blocked);

  it("shows no score, says why, and escapes what the site sent", () => {
    expect(html).toContain('data-score="none"');
    expect(html).toContain("<strong>No score</strong>");
    expect(html).not.toContain("/100");
    expect(html).toContain("Your site&#x27;s firewall blocked our check.");
    expect(html).toContain("&lt;Just a moment...&gt;");
    expect(html).not.toContain("<Just a moment");
  });

  it("says beside each finding how strong its evidence is, linking its source", () => {
    expect(html).toContain(
      '<p class="sc-evidence" data-evidence="convention">A convention: not scored. <span>Source: <a href="https://llmstxt.org/" rel="noopener noreferrer">Jeremy Howard, The /llms.txt file</a></span></p>',
    );
  });

  it("sends the address to the contact form without a score, and the kept report when there is one", () => {
    expect(contactHref(blocked)).toBe("/contact/?checkedUrl=https%3A%2F%2Fshop.example.com.au%2F#contact-form");
    expect(contactHref({ ...blocked, score: 87 })).toMatch(/checkScore=87#contact-form$/);
    expect(contactHref({ ...blocked, score: 87, id: "AAAAAAAAAAAAAAAAAAAAAA" })).toMatch(
      /checkScore=87&checkReport=AAAAAAAAAAAAAAAAAAAAAA#contact-form$/,
    );
  });
});

describe("a scored report", () => {
  const html = render(scored);

  it("sums up on top: the score, a verdict by its band, the categories as bars coloured by band with a legend, and the call", () => {
    const summary = html.slice(0, html.indexOf("sc-fixes"));
    expect(summary).toContain("<strong>72</strong>");
    expect(summary).toContain(
      '<p class="sc-verdict">Google can read this page, but AI answers will struggle to quote it: 2 things stand in the way.</p>',
    );
    expect(summary).toContain("2 things to fix");
    expect(summary).toContain('<li class="sc-band-average" data-band="average">');
    expect(summary).toContain('<li class="sc-band-good" data-band="good">');
    expect(summary).toContain('<span style="width:50%"></span>');
    expect(summary).toMatch(
      /class="sc-legend">Colours as PageSpeed Insights uses them: <span class="sc-key sc-band-poor">0–49 poor/,
    );
    expect(summary).toContain("Talk to a strategist about these 2 fixes");
    expect(summary).toContain('<time dateTime="2026-11-28T01:02:03.000Z">28 Nov 2026, 12:02 pm AEDT</time>');
  });

  it("puts the fixes next, Fix first then Worth fixing, each card with why, what to do and 'We can fix this for you'", () => {
    const cards = [...html.matchAll(/<li class="sc-card sc-(\w+)" id="finding-([\w-]+)"/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    );
    expect(cards).toEqual(["fail llms-txt", "warn sitemap"]);
    expect(html).toContain(
      '<div class="sc-group-fixes sc-fix-first" data-group="fix-first"><h3 class="sc-group-heading">Fix first (1)</h3>',
    );
    expect(html.indexOf("Fix first (1)")).toBeLessThan(html.indexOf("Worth fixing (1)"));
    expect(html).toContain("<dt>Why it matters</dt><dd>Why llms-txt matters.</dd>");
    expect(html).toContain(
      '<p class="sc-fixit"><a href="/services/technical-seo-audits/">We can fix this for you<span class="sc-visually-hidden">: Technical SEO Audits</span></a></p>',
    );
    expect(html).not.toContain("<dt>How we help</dt>");
  });

  it("tags each fix with its effort, from the check's words", () => {
    const withEfforts = renderToStaticMarkup(
      createElement(ReportView, {
        report: scored,
        copy: {
          ...FALLBACK_COPY,
          design: { ...FALLBACK_COPY.design, efforts: { "llms-txt": "hours", sitemap: "minutes" } },
        },
      }),
    );
    expect(withEfforts).toContain('<span class="sc-tag" data-effort="hours">Effort: hours</span>');
    expect(withEfforts).toContain('<span class="sc-tag" data-effort="minutes">Effort: minutes</span>');
    expect(html).not.toContain("data-effort");
  });

  it("closes after the fixes with the service most of them name, its placeholder price, the ask and the strategist slot", () => {
    const close = html.slice(html.indexOf('class="sc-close"'), html.indexOf('class="sc-passes"'));
    expect(html.indexOf('class="sc-close"')).toBeGreaterThan(html.indexOf('class="sc-fixes"'));
    expect(close).toContain("Want these 2 fixes done?");
    expect(close).toContain(
      'Most of these are covered by <a href="/services/technical-seo-audits/">Technical SEO Audits</a>: <span class="sc-placeholder" data-placeholder=""',
    );
    expect(close).toContain("Talk to a strategist about these 2 fixes");
    expect(close).toContain("Name, photo and role of a Sydney strategist");
    expect(close).toContain("A strategist replies within 24 hours.");
    const priced = renderToStaticMarkup(
      createElement(ReportView, {
        report: scored,
        copy: {
          ...FALLBACK_COPY,
          design: { ...FALLBACK_COPY.design, offers: { "/services/technical-seo-audits/": "From $3,000, one-off" } },
        },
      }),
    );
    expect(priced).toContain('</a>: <strong data-price="">From $3,000, one-off</strong>');
  });

  it("folds the passes into a checklist by category, after the fixes", () => {
    const passes = html.slice(html.indexOf('class="sc-passes"'));
    expect(html.indexOf('class="sc-passes"')).toBeGreaterThan(html.indexOf("sc-fixes"));
    expect(passes).toMatch(/^[^]*<details><summary><h2 id="sc-passes-heading">3 checks passed<\/h2><\/summary>/);
    expect(passes.indexOf("Crawler access")).toBeLessThan(passes.indexOf("Site files and weight"));
    expect(passes).not.toContain("Why robots-access matters");
  });

  it("offers the link to keep and Check again only for a kept report", () => {
    expect(html).not.toContain("Check again");
    const kept = render({ ...scored, id: "AbCdEfGhIjKlMnOpQrStUv" });
    expect(kept).toContain('<a href="/ai-search-check/report/AbCdEfGhIjKlMnOpQrStUv/">');
    expect(kept).toContain('<input type="hidden" name="previous" value="AbCdEfGhIjKlMnOpQrStUv"/>');
    expect(kept).toContain("Check again");
  });
});

describe("a re-check", () => {
  it("marks each finding fixed, new, better, worse or unchanged, with the score's change", () => {
    const before: CheckReport = {
      ...scored,
      score: 60,
      findings: [
        finding("robots-access", "fail", "access"),
        finding("sitemap", "pass"),
        finding("crawlers-search", "pass", "access"),
        finding("llms-txt", "warn"),
        finding("page-weight", "pass"),
      ],
    };
    const changes = changesSince({ ...before, id: "BBBBBBBBBBBBBBBBBBBBBB" }, scored);
    expect(changes.scoreDelta).toBe(12);
    expect(changes.findings).toEqual({
      "robots-access": "fixed",
      sitemap: "new",
      "crawlers-search": "unchanged",
      "llms-txt": "worse",
      "page-weight": "unchanged",
    });
    const html = render({ ...scored, id: "CCCCCCCCCCCCCCCCCCCCCC", changes });
    expect(html).toContain('<span class="sc-delta sc-up"> +12</span>');
    expect(html).toContain("Since the check of 28 Nov 2026");
    expect(html).toContain('<span class="sc-change sc-change-fixed">Fixed</span> <a href="#finding-robots-access">');
    expect(html).toContain('<span class="sc-change sc-change-new">New</span> <a href="#finding-sitemap">');
    expect(html).not.toContain(FALLBACK_COPY.nothingChanged);
  });

  it("says so when nothing changed, rather than an empty list", () => {
    const changes = changesSince({ ...scored, id: "BBBBBBBBBBBBBBBBBBBBBB" }, scored);
    expect(changes.scoreDelta).toBe(0);
    const html = render({ ...scored, id: "CCCCCCCCCCCCCCCCCCCCCC", changes });
    expect(html).toContain('<span class="sc-delta "> ±0</span>');
    expect(html).toContain(`<p class="sc-note">${FALLBACK_COPY.nothingChanged}</p>`);
    expect(html).not.toContain('class="sc-moved"');
  });
});

describe("the report's words as the build gives them", () => {
  it("give every check an effort, and every service a price or the placeholder mark, never an invented figure", () => {
    const project = parseProject(path.resolve(__dirname, "../../../.."));
    const design = siteCheckDesign(project);
    if (!design) throw new Error("data/site-check.yaml is missing");
    expect(Object.keys(design.efforts).sort()).toEqual((project.siteCheck?.checks ?? []).map((c) => c.id).sort());
    for (const service of project.services) {
      const offer = service.data.sections.find((s) => s.type === "offer");
      const price = design.offers[service.route];
      if (offer?.type === "offer" && offer.price != null) expect(price).toContain(String(offer.price).slice(0, 1));
      else expect(price).toBeNull();
    }
    expect(design.agency.phonePlaceholder).toBe(true);
  });

  it("say how long a report is kept, from SITE_CHECK_REPORT_DAYS, with no figure left unfilled", () => {
    const copy = siteCheckCopy(parseProject(path.resolve(__dirname, "../../../..")));
    if (!copy) throw new Error("data/pages/ai-search-check.yaml has no siteCheck section");
    expect(copy.keptNote).toContain("90 days");
    expect(copy.missingText).toContain("90 days");
    expect(JSON.stringify(copy)).not.toMatch(/\{\{/);
  });
});

describe("the pages checked", () => {
  const pages: ReportData = {
    ...scored,
    findings: [
      ...scored.findings,
      finding("structured-data", "pass", "content"),
      finding("description", "pass", "content"),
    ],
    pages: [
      { url: "https://www.example.com.au/", score: 90, statuses: { "structured-data": "pass", description: "pass" } },
      {
        url: "https://www.example.com.au/about/",
        score: 70,
        statuses: { "structured-data": "fail", description: "warn" },
      },
      {
        url: "https://www.example.com.au/blog/",
        score: 75,
        statuses: { "structured-data": "fail", description: "pass" },
      },
      { url: "https://www.example.com.au/big/", score: null, statuses: {}, notChecked: "budget" },
    ],
  };
  const html = render(pages);
  const section = html.slice(html.indexOf('class="sc-pages"'));

  it("come last, folded for developers: each page's path and score, or why it was not checked", () => {
    expect(html.indexOf('class="sc-pages"')).toBeGreaterThan(html.indexOf('class="sc-passes"'));
    expect(html).toMatch(
      /<section class="sc-dev"[^>]*><details><summary><h2 id="sc-dev-heading">For your developer: page by page<\/h2><\/summary>[^]*class="sc-pages"/,
    );
    expect(section).toContain(
      '<th scope="row"><span class="sc-path">/about/</span></th><td class="sc-cmp-score">70</td>',
    );
    expect(section).toContain('<td class="sc-cmp-none">Not checked (budget)</td>');
  });

  it("list the findings that differ between the pages checked, and only those", () => {
    expect(section).toContain('<li data-outcome="pass">Pass on 1 of 3 pages: /</li>');
    expect(section).toContain('<li data-outcome="fail">Fix this on 2 of 3 pages: /about/, /blog/</li>');
    expect(section).toContain('<li data-outcome="warn">Worth fixing on 1 of 3 pages: /about/</li>');
    expect(section).not.toContain('data-check="sitemap"');
  });

  it("mark the site-wide findings that do not pass in the page table, and on their cards", () => {
    // sitemap and llms-txt were scored on no page: the site's own.
    expect(section).toContain(
      '<tr data-site-wide="llms-txt"><th scope="row"><span class="sc-tag">Site-wide</span> <a href="#finding-llms-txt">The llms-txt check</a></th><td class="sc-cmp-fail">Fix this</td></tr>',
    );
    expect(section).toContain('data-site-wide="sitemap"');
    expect(section).not.toContain('data-site-wide="robots-access"');
    expect(html).toMatch(/id="finding-llms-txt"[^]*?<span class="sc-tag" data-site-wide="">Site-wide<\/span>/);
  });

  it("are left out of a report kept before pages were checked, which still renders", () => {
    const old = render(scored);
    expect(old).not.toContain("sc-pages");
    expect(old).toContain("<strong>72</strong>");
  });
});
