import { formatProblem } from "../problems";
import { priceText, termText } from "../offer";
import { offerPlaceholders } from "../placeholders";
import { typedFile } from "../parse";
import { serviceSchema } from "../schema";
import { validateContent } from "../../project/validate";
import { goodContent, staticRoutes } from "./fixtures/content";

const wording = {
  monthly: "From {price} a month",
  once: "From {price}, one-off",
  monthToMonth: "Month to month, no lock-in",
  minimum: "Minimum term of {months} months",
  oneOff: "One-off, no ongoing commitment",
};

/** A service file whose offer (sections[1]) has the given fields, as the rules read it. */
const serviceWith = (offer: Record<string, unknown>) =>
  typedFile(serviceSchema, {
    file: "data/services/local-seo.yaml",
    data: {
      slug: "local-seo",
      sections: [
        { type: "hero", heading: "Local SEO" },
        { type: "offer", months: [], ...offer },
      ],
    },
  });

describe("a service's price and term", () => {
  it("writes a price in whole Australian dollars, a month or one-off, and a term from the minimum in months", () => {
    expect(priceText({ billing: "monthly", price: 2500 }, wording)).toBe("From $2,500 a month");
    expect(priceText({ billing: "once", price: 1800 }, wording)).toBe("From $1,800, one-off");
    expect(termText({ billing: "monthly", minimumMonths: 0 }, wording)).toBe("Month to month, no lock-in");
    expect(termText({ billing: "monthly", minimumMonths: 6 }, wording)).toBe("Minimum term of 6 months");
    expect(termText({ billing: "once" }, wording)).toBe("One-off, no ongoing commitment");
  });

  it("gives no text, never a figure, for a price or term the file leaves out", () => {
    expect(priceText({ billing: "monthly" }, wording)).toBeNull();
    expect(priceText({ billing: "monthly", price: null }, wording)).toBeNull();
    expect(termText({ billing: "monthly", price: 2500 }, wording)).toBeNull();
  });
});

describe("placeholder prices and terms", () => {
  it("warns in development, naming the file and field, for each price and monthly term left out", () => {
    const problems = offerPlaceholders(serviceWith({ billing: "monthly" }));
    expect(problems.map((p) => p.severity)).toEqual(["warning", "warning"]);
    expect(problems.map(formatProblem)).toEqual([
      "data/services/local-seo.yaml: sections[1].price is left out: write the service's starting price in dollars before launch",
      "data/services/local-seo.yaml: sections[1].minimumMonths is left out: write the service's minimum term in months (0 for month to month) before launch",
    ]);
    // A one-off has no term to set.
    expect(offerPlaceholders(serviceWith({ billing: "once" })).map((p) => p.path)).toEqual(["sections[1].price"]);
    expect(offerPlaceholders(serviceWith({ billing: "monthly", price: 2500, minimumMonths: 0 }))).toEqual([]);
  });

  it("stops a production build on a missing price, as on the ABN", () => {
    const content = goodContent();
    const offer = (content.services[0]?.data as { sections: Array<Record<string, unknown>> }).sections[1];
    if (!offer) throw new Error("the fixture's first service has no offer");
    Reflect.deleteProperty(offer, "price");
    const production = validateContent(content, { staticRoutes, production: true }).filter(
      (p) => p.severity === "error",
    );
    expect(production.map(formatProblem)).toContain(
      "data/services/local-seo.yaml: sections[1].price is left out: write the service's starting price in dollars: a production build cannot ship it",
    );
    // Outside production the same file builds, with the warning.
    const development = validateContent(content, { staticRoutes });
    expect(development.filter((p) => p.severity === "error")).toEqual([]);
    expect(development.filter((p) => p.path === "sections[1].price").map((p) => p.severity)).toEqual(["warning"]);
  });
});

describe("the offers rule", () => {
  const errors = (edit: (content: ReturnType<typeof goodContent>) => void) => {
    const content = goodContent();
    edit(content);
    return validateContent(content, { staticRoutes })
      .filter((p) => p.severity === "error")
      .map(formatProblem);
  };
  const sectionsOf = (content: ReturnType<typeof goodContent>, i = 0) =>
    (content.services[i]?.data as { sections: Array<Record<string, unknown>>; offered?: boolean }).sections;

  it("passes the fixture", () => {
    expect(errors(() => undefined)).toEqual([]);
  });

  it("asks every offered service for one offer, and none of a service no longer offered", () => {
    expect(errors((c) => sectionsOf(c).splice(1, 1))).toEqual([
      "data/services/local-seo.yaml: sections has no offer section: every service offered states its starting price, term and first 90 days",
    ]);
    expect(
      errors((c) => {
        (c.services[0]?.data as { offered?: boolean }).offered = false;
      }),
    ).toContain("data/services/local-seo.yaml: sections[1] is an offer on a service no longer offered; remove it");
  });

  it("refuses a term on a one-off price, and an offer on a page that is not a service", () => {
    expect(
      errors((c) => {
        const offer = sectionsOf(c)[1];
        if (offer) offer.billing = "once";
      }),
    ).toEqual([
      "data/services/local-seo.yaml: sections[1].minimumMonths is a term for a one-off price; leave it out (billing: once has no term)",
    ]);
    expect(
      errors((c) => {
        const about = c.pages[0]?.data as { sections: unknown[] };
        about.sections.push({ type: "offerTable", heading: "Prices", services: ["local-seo", "local-seo"] });
      }),
    ).toEqual([expect.stringMatching(/sections\[\d+\]\.services\[1\] "local-seo" is listed twice$/)]);
  });
});
