import { wilson, percent } from "../wilson";
import { buildQuestions, cleanField } from "../questions";
import { cites, hostOf, names, namedInstead, tally } from "../detect";
import { answerCost, capLeft, dollars, spendDay, totalCost, underCap } from "../spend";
import { placeOf, subjectOf } from "../subject";

describe("Wilson's interval", () => {
  it("gives the textbook 95% interval for 2 of 5: about 0.118 to 0.769", () => {
    const interval = wilson(2, 5);
    expect(interval?.low).toBeCloseTo(0.1176, 3);
    expect(interval?.high).toBeCloseTo(0.7693, 3);
  });

  it("is not [0, 0] for 0 of 5: five answers cannot show an engine never names the business", () => {
    const interval = wilson(0, 5);
    expect(interval?.low).toBe(0);
    expect(percent(interval?.high ?? 0)).toBe(43);
  });

  it("narrows as answers grow: 20 of 50 is tighter than 2 of 5", () => {
    const small = wilson(2, 5);
    const large = wilson(20, 50);
    expect((large?.high ?? 1) - (large?.low ?? 0)).toBeLessThan((small?.high ?? 0) - (small?.low ?? 0));
    expect(large?.low).toBeCloseTo(0.276, 2);
  });

  it("has no interval without an answer, or for a count that cannot be", () => {
    expect(wilson(0, 0)).toBeUndefined();
    expect(wilson(6, 5)).toBeUndefined();
  });
});

describe("the buyer's questions", () => {
  const templates = [
    "Who is the best {service} in {place}?",
    "How much does a {service} cost in {place}?",
    "Can you recommend a {service} near {place}?",
  ];

  it("fills each template with the service and the place, never the business's name", () => {
    expect(buildQuestions(templates, { service: "emergency plumber", place: "Bondi" })).toEqual([
      "Who is the best emergency plumber in Bondi?",
      "How much does a emergency plumber cost in Bondi?",
      "Can you recommend a emergency plumber near Bondi?",
    ]);
  });

  it("keeps what was typed as typed ($& included), collapsed and cut to 80 characters", () => {
    const [first] = buildQuestions(["{service} in {place}"], { service: "  $& \n plumber ", place: "x".repeat(100) });
    expect(first).toBe(`$& plumber in ${"x".repeat(80)}`);
    expect(cleanField("a\u0000b")).toBe("a b");
  });

  it("asks no question twice and at most five", () => {
    const many = [...templates, templates[0] ?? "", "Five {place}", "Six {place}"];
    expect(buildQuestions(many, { service: "s", place: "p" })).toHaveLength(4);
  });
});

describe("named and cited", () => {
  const answer =
    "For a blocked drain in Bondi, **Harbour Drains** and **Bondi Plumbing & Gas** are well reviewed [1]. See bondiplumbing.com.au.";

  it("finds the business's name as a whole phrase, whatever its case, accents or ampersand", () => {
    expect(names(answer, "Bondi Plumbing and Gas Pty Ltd", undefined)).toBe(true);
    expect(names("We like Bondi Plumbers.", "Bondi Plumbing", undefined)).toBe(false);
    expect(names("Try Café Nöel today", "cafe noel", undefined)).toBe(true);
  });

  it("counts the business's domain in the text as naming it", () => {
    expect(names("Call them via bondiplumbing.com.au", "Something Else", "bondiplumbing.com.au")).toBe(true);
  });

  it("cites the business when a source is its site or a subdomain, not a look-alike", () => {
    const site = hostOf("https://www.bondiplumbing.com.au/services/");
    expect(site).toBe("bondiplumbing.com.au");
    expect(cites([{ url: "https://blog.bondiplumbing.com.au/x", host: "blog.bondiplumbing.com.au" }], site)).toBe(true);
    expect(cites([{ url: "https://notbondiplumbing.com.au/", host: "notbondiplumbing.com.au" }], site)).toBe(false);
    expect(cites([], site)).toBe(false);
  });

  it("lists the names an answer set apart, without the business's own", () => {
    const text = `${answer}\n\n1. Eastern Suburbs Plumbing – fast call-outs\n2. **Bondi Plumbing & Gas**: local\n- Coastal Gas Co: licensed`;
    expect(namedInstead(text, "Bondi Plumbing & Gas")).toEqual([
      "Harbour Drains",
      "Eastern Suburbs Plumbing",
      "Coastal Gas Co",
    ]);
  });

  it("tallies in how many answers each value appears, an answer counting once", () => {
    expect(
      tally([["Harbour Drains", "harbour drains"], ["Harbour Drains", "Coastal Gas"], ["Coastal Gas"], ["Zed"]]),
    ).toEqual([
      { value: "Harbour Drains", answers: 2 },
      { value: "Coastal Gas", answers: 2 },
      { value: "Zed", answers: 1 },
    ]);
  });
});

describe("cost and the daily cap", () => {
  const prices = { inputPerMillion: 2, outputPerMillion: 8, perRequest: 0.01 };

  it("prices an answer from its tokens and the prices set", () => {
    expect(answerCost({ inputTokens: 1_000, outputTokens: 500 }, prices)).toBeCloseTo(0.002 + 0.004 + 0.01, 10);
  });

  it("says unknown, never a guess, when a price is not set", () => {
    expect(answerCost({ inputTokens: 1_000, outputTokens: 500 }, { inputPerMillion: 2, outputPerMillion: 8 })).toBe(
      undefined,
    );
    expect(totalCost([0.5, undefined, 0.25])).toEqual({ usd: 0.75, unknown: 1 });
  });

  it("lets an engine be asked only while the day's spend is under its cap", () => {
    expect(underCap(4.99, 5)).toBe(true);
    expect(underCap(5, 5)).toBe(false);
    expect(underCap(1_000, undefined)).toBe(true);
    expect(capLeft(6, 5)).toBe(0);
    expect(capLeft(1.5, 5)).toBe(3.5);
  });

  it("counts spend by Sydney's day", () => {
    expect(spendDay(new Date("2026-11-28T13:30:00Z"))).toBe("2026-11-29");
    expect(spendDay(new Date("2026-11-28T12:59:00Z"))).toBe("2026-11-28");
  });

  it("shows small costs to a tenth of a cent", () => {
    expect(dollars(0.0042)).toBe("US$0.004");
    expect(dollars(1.234)).toBe("US$1.23");
  });
});

describe("the business as the page says it", () => {
  const facts = (businesses: Array<{ type: string; name?: string; addresses?: string[] }>, title?: string) => ({
    title,
    structuredData: {
      types: [],
      blocks: 1,
      invalid: 0,
      authors: [],
      dates: [],
      modified: [],
      ratings: [],
      businesses: businesses.map((b) => ({
        type: b.type,
        name: b.name,
        phones: [],
        addresses: b.addresses ?? [],
        served: [],
        hours: [],
        description: undefined,
      })),
    },
  });

  it("reads the name, a specific type as the service and the suburb from structured data", () => {
    expect(
      subjectOf(
        facts([
          { type: "Plumber", name: "Bondi Plumbing & Gas", addresses: ["12 Campbell Pde, Bondi Beach NSW 2026"] },
        ]),
      ),
    ).toEqual({ name: "Bondi Plumbing & Gas", service: "plumber", place: "Bondi Beach" });
  });

  it("falls back to the title's first part, and guesses nothing it did not find", () => {
    expect(subjectOf(facts([{ type: "LocalBusiness" }], "Harbour Drains | Blocked drains Sydney"))).toEqual({
      name: "Harbour Drains",
    });
    expect(subjectOf(facts([]))).toEqual({});
    expect(placeOf("PO Box 12")).toBeUndefined();
  });
});
