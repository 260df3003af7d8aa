/**
 * What an agent reads on a page (issue 56): the hire facts and the site's disagreements, read from
 * plain HTML fixtures (walk-pages/), as page-facts.ts reads them in its one pass.
 */
import fs from "node:fs";
import path from "node:path";
import { pageFacts } from "../page-facts";
import { hireFacts } from "../read/hire-facts";
import { disagreements, parseDate, staleDate } from "../read/disagreements";

const fixture = (name: string) => fs.readFileSync(path.join(__dirname, "walk-pages", `${name}.html`), "utf8");
const read = (name: string, url: string) => ({ url, facts: pageFacts(fixture(name)) });
const NOW = new Date("2026-11-28T00:00:00Z");

describe("hireFacts", () => {
  it("finds what the business does, where, a phone, and names a booking widget only in script", () => {
    const { found, notes } = hireFacts("https://example.com/", read("plumber-home", "https://example.com/").facts);
    expect(found.what?.quote).toBe("Emergency plumbing and blocked drains in Bondi and the Eastern Suburbs.");
    expect(found.where?.quote).toContain("Serving Bondi, Bronte and Coogee");
    expect(found.phone?.quote).toContain("02 9000 0001");
    expect(found.email).toBeUndefined();
    expect(found.price).toBeUndefined();
    // The only booking is Calendly's script and a button: no way an agent can follow.
    expect(found.enquire).toBeUndefined();
    expect(notes.map((n) => n.id)).toEqual(["script-widget"]);
    expect(notes[0]?.quote).toContain("calendly.com");
  });

  it("names a form without labels and a booking widget only in a frame, and finds mailto", () => {
    const { found, notes } = hireFacts("https://example.com/contact/", read("plumber-contact", "x").facts);
    expect(found.email?.quote).toContain("jobs@example.com");
    expect(found.enquire?.quote).toBe("mailto:jobs@example.com");
    expect(notes.map((n) => n.id).sort()).toEqual(["frame-widget", "unlabelled-form"]);
    expect(notes.find((n) => n.id === "unlabelled-form")?.quote).toBe("3 of 3: name, email, message");
  });

  it("finds a from price, a WebMCP form an agent can call, and a booking link", () => {
    const { found, notes } = hireFacts("https://example.com/services/", read("plumber-services", "x").facts);
    expect(found.price).toEqual({ quote: "Blocked drain clearing: from $180", from: true });
    expect(found.enquire?.quote).toBe('<form toolname="book_plumber">');
    expect(notes).toEqual([
      { id: "webmcp-form", quote: 'toolname="book_plumber" tooldescription="Books a plumber visit."' },
    ]);
  });

  it("does not take a phone number written by script or an image for one", () => {
    const facts = pageFacts(
      `<html><body><script>document.write("02 9000 0003")</script><img alt="02 9000 0004" src="x.png"><a href="/cdn-cgi/l/email-protection#abc">[email&#160;protected]</a></body></html>`,
    );
    const { found, notes } = hireFacts("https://example.com/", facts);
    expect(found.phone).toBeUndefined();
    expect(notes.map((n) => n.id)).toEqual(["hidden-email"]);
  });
});

describe("disagreements", () => {
  const pages = [
    read("plumber-home", "https://example.com/"),
    read("plumber-contact", "https://example.com/contact/"),
    read("plumber-services", "https://example.com/services/"),
    read("plumber-prices", "https://example.com/prices/"),
  ];
  const found = disagreements(pages, NOW);
  const of = (kind: string) => found.filter((f) => f.kind === kind);

  it("warns of a visible date older than 12 months on a page presented as current", () => {
    expect(of("stale-date")).toEqual([
      {
        kind: "stale-date",
        places: [{ url: "https://example.com/", quote: "Last updated 3 March 2023" }],
        vars: { date: "2023-03-03", months: 44 },
      },
    ]);
  });

  it("leaves the page whose date is judged elsewhere (the page given's: the author and dates check) to it", () => {
    expect(disagreements(pages, NOW, new Set(["https://example.com/"])).filter((f) => f.kind === "stale-date")).toEqual(
      [],
    );
    // The same rule, and the same months, as staleDate, which that check applies.
    expect(staleDate(pages[0] ?? read("plumber-home", "x"), NOW)).toEqual({
      date: "2023-03-03",
      months: 44,
      quote: "Last updated 3 March 2023",
    });
  });

  it("takes a date within 12 months as current, and a page without one as undated, not stale", () => {
    const page = (body: string) => ({
      url: "https://example.com/",
      facts: pageFacts(`<html><body>${body}</body></html>`),
    });
    expect(staleDate(page("<p>Updated 29 November 2025</p>"), NOW)).toBeUndefined();
    expect(staleDate(page("<p>Updated 27 November 2025</p>"), NOW)).toMatchObject({ date: "2025-11-27", months: 12 });
    expect(staleDate(page("<p>No date here.</p>"), NOW)).toBeUndefined();
    expect(staleDate(page('<p>Posted <time datetime="2024-01-05">5 Jan 2024</time></p>'), NOW)).toMatchObject({
      date: "2024-01-05",
      quote: "5 Jan 2024",
    });
  });

  it("leaves an article's old date alone", () => {
    const article = {
      url: "https://example.com/blog/pipes/",
      facts: pageFacts(`<html><body><p>Last updated 3 March 2023</p></body></html>`),
    };
    expect(disagreements([article], NOW)).toEqual([]);
  });

  it("quotes a © year two years old, with the page giving another", () => {
    expect(of("old-copyright")[0]?.places).toEqual([
      { url: "https://example.com/", quote: "© 2019 Bondi Plumbing Co. ABN 12 345 678 901" },
      { url: "https://example.com/contact/", quote: "© 2026 Bondi Plumbing Co. ABN 98 765 432 109" },
    ]);
  });

  it("quotes a dateModified that disagrees with the visible date", () => {
    expect(of("date-mismatch")[0]?.places).toEqual([
      { url: "https://example.com/contact/", quote: "Updated 1 October 2026" },
      { url: "https://example.com/contact/", quote: "dateModified: 2026-11-01" },
    ]);
  });

  it("quotes two phone numbers, two ABNs, two opening hours and two prices for the same thing", () => {
    expect(of("phone")[0]?.places.map((p) => [p.url, p.quote])).toEqual([
      ["https://example.com/", "Call 02 9000 0001"],
      ["https://example.com/contact/", "Phone 02 9000 0002 or email jobs@example.com."],
    ]);
    expect(of("abn")[0]?.places.map((p) => p.url)).toEqual(["https://example.com/", "https://example.com/contact/"]);
    expect(of("hours")[0]?.places.map((p) => p.quote)).toEqual([
      "Open Monday to Friday 7am – 5pm.",
      "Opening hours: Monday–Friday 8am to 5pm.",
    ]);
    expect(of("price")[0]).toMatchObject({
      vars: { thing: "blocked drain clearing" },
      places: [
        { url: "https://example.com/services/", quote: "Blocked drain clearing: from $180" },
        { url: "https://example.com/prices/", quote: "Blocked drain clearing: from $150" },
      ],
    });
  });

  it("does not argue with two pages of one section (two branches) or a page listing several numbers", () => {
    const branch = (n: string) =>
      pageFacts(`<html><body><p>Call 02 9000 000${n}</p><p>ABN 12 345 678 90${n}</p></body></html>`);
    expect(
      disagreements(
        [
          { url: "https://example.com/locations/bondi/", facts: branch("1") },
          { url: "https://example.com/locations/manly/", facts: branch("2") },
          { url: "https://example.com/", facts: pageFacts(`<p>Bondi 02 9000 0001, Manly 02 9000 0002</p>`) },
        ],
        NOW,
      ),
    ).toEqual([]);
  });

  it("reads dates as written in Australia and elsewhere", () => {
    expect(parseDate("5/4/2023")?.toISOString().slice(0, 10)).toBe("2023-04-05");
    expect(parseDate("April 5, 2023")?.toISOString().slice(0, 10)).toBe("2023-04-05");
    expect(parseDate("2023-04-05")?.toISOString().slice(0, 10)).toBe("2023-04-05");
    expect(parseDate("March 2024")?.toISOString().slice(0, 10)).toBe("2024-03-31");
    expect(parseDate("no date")).toBeUndefined();
  });
});
