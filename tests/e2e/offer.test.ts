/**
 * How engagements work (issue 34), in the built site: every offered service's page has its offer
 * (starting price, term, three months, the free consultation and the next step), a price or term
 * the agency has not set shows as a placeholder and never as a figure (in the page, the Markdown
 * twin and the Service's Offer), and /services/ lists every offer's price and term, linked. Then
 * the section's height on a 390 px phone, which a service page's length budget has to hold.
 */
import fs from "node:fs";
import path from "node:path";
import { parseDocument } from "./support/dom";
import type { Browser } from "playwright-core";
import { launch, openAt, ready } from "./support/browser";
import { started } from "./support/started";
import { loadProject } from "../../src/lib/project/load";
import { parseContent } from "../../src/lib/project/parse";
import { priceText, termText } from "../../src/lib/content/offer";
import { servicePath } from "../../src/lib/content/pages";

const root = path.resolve(__dirname, "../..");
const publicDir = path.join(root, "public");
const content = parseContent(loadProject(root).content);
const wording = content.site.engagement;
const offers = content.services.flatMap((service) => {
  const offer = service.data.sections.find((section) => section.type === "offer");
  return offer?.type === "offer" ? [{ service, offer }] : [];
});
const documentOf = (route: string) => parseDocument(fs.readFileSync(path.join(publicDir, route, "index.html"), "utf8"));
/** What a price or term reads as on the page: its words, or the placeholder mark while the agency has not set it. */
const shown = (text: string | null) => text ?? wording.placeholder;

describe("how engagements work", () => {
  it("every service offered has an offer; the one no longer offered has none", () => {
    expect(offers.map(({ service }) => service.data.slug).sort()).toEqual(
      content.services
        .filter((s) => s.data.offered !== false)
        .map((s) => s.data.slug)
        .sort(),
    );
    expect(offers.length).toBe(9);
  });

  it.each(offers.map(({ service }) => [service.route]))(
    "%s: price, term, three months, the consultation and the next step",
    (route) => {
      const { offer } = offers.find(({ service }) => service.route === route) ?? {};
      if (!offer) throw new Error(`no offer for ${route}`);
      const doc = documentOf(route);
      const section = doc.querySelector(`main section#${offer.id ?? "engagement"}`);
      expect(section?.querySelector("h2")?.textContent).toBe(offer.heading);
      expect(section?.querySelector("[data-offer-price]")?.textContent).toBe(shown(priceText(offer, wording)));
      expect(section?.querySelector("[data-offer-term]")?.textContent).toBe(shown(termText(offer, wording)));
      // A placeholder is marked as one, and explained; a figure is never made up for it.
      const placeholders =
        section?.querySelectorAll("[data-offer-price] [data-placeholder], [data-offer-term] [data-placeholder]")
          .length ?? 0;
      expect(placeholders).toBe([priceText(offer, wording), termText(offer, wording)].filter((t) => t === null).length);
      if (placeholders > 0) expect(section?.textContent).toContain(wording.placeholderNote);
      if (offer.price === undefined)
        expect(section?.querySelector("[data-offer-price]")?.textContent).not.toMatch(/\d/);
      const months = Array.from(section?.querySelectorAll("[data-offer-months] > li") ?? []).map(
        (li) => li.textContent,
      );
      expect(months).toEqual(
        offer.months.map((m, i) => `${wording.month.replace("{n}", String(i + 1))}: ${m.focus}. ${m.work}`),
      );
      expect(section?.textContent).toContain(wording.consultation.heading);
      for (const point of wording.consultation.points) expect(section?.textContent).toContain(point);
      // The consultation's three lines beside the price, always shown (issue 48), not folded away; the
      // one fold is the months', under "Your first 90 days" on a phone (issue 59).
      expect(section?.querySelectorAll("[data-consultation] > li").length).toBe(3);
      expect(section?.querySelectorAll("details").length).toBe(1);
      const plan = section?.querySelector("[data-offer-months]")?.closest("details");
      expect(plan?.querySelector("summary")?.textContent).toBe(wording.plan);
      expect(plan?.querySelector("[data-consultation]")).toBeNull();
      // The next step: the main button, then who replies (a marked placeholder until the agency adds its
      // people), the one reply promise and the booking link, never folded.
      const button = section?.querySelector('a[href="/contact/"]');
      expect(button?.closest("details")).toBeNull();
      const promise = button?.parentElement?.nextElementSibling?.querySelector("[data-reply-promise]");
      expect(promise?.textContent).toContain(content.site.people.replyPromise);
      expect(promise?.querySelector("[data-booking]")?.textContent).toContain(content.site.booking.label);
      expect(promise?.querySelectorAll("[data-placeholder]").length).toBeGreaterThan(0);
      // The plans describe work, not results: no percentage, ranking position or traffic figure.
      expect(months.join(" ")).not.toMatch(/%|\d+\s*(visits|clicks|leads)|#\d|page one|top \d/i);
    },
  );

  it.each(offers.map(({ service }) => [service.route]))(
    "%s: the Service's Offer states only what the file does",
    (route) => {
      const { offer } = offers.find(({ service }) => service.route === route) ?? {};
      if (!offer) throw new Error(`no offer for ${route}`);
      const graphs = Array.from(documentOf(route).querySelectorAll('script[type="application/ld+json"]')).map(
        (s) => JSON.parse(s.textContent) as { "@graph"?: Array<Record<string, unknown>> },
      );
      const service = graphs.flatMap((g) => g["@graph"] ?? []).find((node) => node["@type"] === "Service");
      const jsonOffer = service?.offers as Record<string, unknown> | undefined;
      expect(jsonOffer?.["@type"]).toBe("Offer");
      if (offer.price === undefined) {
        expect(JSON.stringify(jsonOffer)).not.toMatch(/"price|priceCurrency|Placeholder/);
      } else {
        expect(jsonOffer).toMatchObject({ price: offer.price, priceCurrency: "AUD" });
      }
    },
  );

  it.each(offers.map(({ service }) => [service.route]))("%s: the Markdown twin carries the offer", (route) => {
    const { offer } = offers.find(({ service }) => service.route === route) ?? {};
    if (!offer) throw new Error(`no offer for ${route}`);
    const twin = fs.readFileSync(path.join(publicDir, route, "index.html.md"), "utf8");
    expect(twin).toContain(`## ${offer.heading}`);
    expect(twin).toContain(`${wording.priceLabel}: ${shown(priceText(offer, wording))}`);
    expect(twin).toContain(`${wording.termLabel}: ${shown(termText(offer, wording))}`);
    for (const month of offer.months) expect(twin).toContain(month.work);
    const full = fs.readFileSync(path.join(publicDir, "llms-full.txt"), "utf8");
    expect(full).toContain(offer.months[0]?.work ?? "no month");
  });

  it.each(offers.map(({ service }) => [service.route]))(
    "%s: the hero links straight to the price (a phone reaches it from the top)",
    (route) => {
      const { offer } = offers.find(({ service }) => service.route === route) ?? {};
      const hero = documentOf(route).querySelector("main h1")?.closest("section");
      expect(hero?.querySelector("a[data-jump]")?.getAttribute("href")).toBe(`#${offer?.id ?? "engagement"}`);
    },
  );

  it("/services/ lists every offer's price and term, each linked to its page", () => {
    const table = documentOf("/services/").querySelector("main [data-offer-table]");
    const rows = Array.from(table?.querySelectorAll("tbody tr") ?? []).map((tr) => ({
      link: tr.querySelector("a")?.getAttribute("href"),
      cells: Array.from(tr.children).map((cell) => cell.textContent),
    }));
    expect(rows.map((r) => r.link).sort()).toEqual(offers.map(({ service }) => servicePath(service.data.slug)).sort());
    for (const { service, offer } of offers) {
      expect(rows.find((r) => r.link === servicePath(service.data.slug))?.cells).toEqual([
        service.data.title,
        shown(priceText(offer, wording)),
        shown(termText(offer, wording)),
      ]);
    }
  });
});

describe("the offer on a phone", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await started(browser)?.close();
  });

  it("stays compact at 390 px: the section's height on every service page", async () => {
    const heights: Record<string, [number, number]> = {};
    // One phone, going from page to page (a browser context for each would be Chromium's CPU, not the test's).
    const page = await openAt(browser, "/", { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    for (const { service, offer } of offers) {
      await page.goto(service.route);
      await ready(page);
      heights[service.route] = await page.evaluate((id) => {
        const section = document.getElementById(id);
        return [Math.round(section?.getBoundingClientRect().height ?? 0), document.documentElement.scrollHeight];
      }, offer.id ?? "engagement");
    }
    await page.context().close();
    // The figures the report quotes: [section, whole page].
    console.log(`[offer] height at 390 px (section, page): ${JSON.stringify(heights)}`);
    for (const [section] of Object.values(heights)) {
      expect(section).toBeGreaterThan(0);
      expect(section).toBeLessThanOrEqual(1000);
    }
  });
});
