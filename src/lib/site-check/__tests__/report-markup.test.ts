import { contactHref, FALLBACK_COPY, renderReport } from "../report-markup";
import type { CheckReport } from "../run";

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
      id: "llms-txt",
      name: "llms.txt",
      category: "files",
      status: "warn",
      counts: false,
      title: "No llms.txt",
      detail: "/llms.txt answered 404.",
      why: "A proposal.",
      action: "Publish one.",
      service: { href: "/services/ai-driven-seo/", label: "AI Driven SEO" },
      evidence: {
        kind: "convention",
        source: { title: "The /llms.txt file", publisher: "Jeremy Howard", url: "https://llmstxt.org/" },
      },
    },
  ],
};

describe("a report the page could not be read for", () => {
  const html = renderReport(blocked, FALLBACK_COPY);

  it("shows no score, says why, and escapes what the site sent", () => {
    expect(html).toContain('data-score="none"');
    expect(html).toContain("<strong>No score</strong>");
    expect(html).not.toContain("/100");
    expect(html).toContain("Your site&#39;s firewall blocked our check.");
    expect(html).toContain("&lt;Just a moment...&gt;");
  });

  it("says beside each finding how strong its evidence is, linking its source", () => {
    expect(html).toContain(
      '<p class="sc-evidence" data-evidence="convention">A convention: not scored. <span>Source: <a href="https://llmstxt.org/" rel="noopener noreferrer">Jeremy Howard, The /llms.txt file</a></span></p>',
    );
  });

  it("sends the address to the contact form without a score", () => {
    expect(contactHref(blocked)).toBe("/contact/?checkedUrl=https%3A%2F%2Fshop.example.com.au%2F#contact-form");
    expect(contactHref({ ...blocked, score: 87 })).toMatch(/checkScore=87#contact-form$/);
  });
});
