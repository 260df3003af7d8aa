import { INTERESTS } from "../../../../tests/support/interests";
import { BUDGET_OPTIONS, CONTACT_FIELDS } from "../options";
import { builtInterestOptions } from "../interests";
import { CONTACT_MESSAGES, normaliseWebsite, parseContact } from "../schema";
import type { ContactParseResult } from "../schema";

const valid = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com.au",
  message: "We'd like more enquiries from Sydney.",
};

function errorsOf(result: ContactParseResult): Record<string, string> {
  if (result.ok) throw new Error("expected errors");
  return result.errors;
}

describe("parseContact", () => {
  it("keeps the AI search check's address and score from its report, and drops unusable ones", () => {
    const kept = parseContact({ ...valid, checkedUrl: "https://www.example.com.au/", checkScore: "87" }, INTERESTS);
    expect(kept).toEqual({ ok: true, data: { ...valid, checkedUrl: "https://www.example.com.au/", checkScore: 87 } });
    for (const [checkedUrl, checkScore] of [
      ["javascript:alert(1)", "50"],
      ["https://example.com.au/", "101"],
      ["https://example.com.au/", "-1"],
      ["https://example.com.au/", "8.5"],
      [`https://example.com.au/${"a".repeat(300)}`, "50"],
      [undefined, "50"],
    ]) {
      const result = parseContact({ ...valid, checkedUrl, checkScore }, INTERESTS);
      expect(result.ok).toBe(true);
      if (result.ok)
        expect([result.data.checkedUrl, result.data.checkScore].filter((v) => v !== undefined).length).toBeLessThan(2);
    }
    const urlOnly = parseContact({ ...valid, checkedUrl: "https://example.com.au/" }, INTERESTS);
    expect(urlOnly).toEqual({ ok: true, data: { ...valid, checkedUrl: "https://example.com.au/" } });
  });

  it("keeps the kept report's id with the check, and drops one that is not a report's id or has no address", () => {
    const report = "3q2-7wAAAAAAAAAAAAAAAA";
    const kept = parseContact({ ...valid, checkedUrl: "https://example.com.au/", checkReport: report }, INTERESTS);
    expect(kept).toEqual({ ok: true, data: { ...valid, checkedUrl: "https://example.com.au/", checkReport: report } });
    for (const [checkedUrl, checkReport] of [
      ["https://example.com.au/", "../../admin"],
      ["https://example.com.au/", `${report}x`],
      [undefined, report],
    ]) {
      const result = parseContact({ ...valid, checkedUrl, checkReport }, INTERESTS);
      expect(result.ok).toBe(true);
      if (result.ok) expect(result.data.checkReport).toBeUndefined();
    }
  });

  it("keeps a comparison's competitors' addresses with the check, and drops them when they are not addresses", () => {
    const checkedUrl = "https://example.com.au/";
    const compared = parseContact(
      { ...valid, checkedUrl, checkCompared: " https://rival.com.au/ http://other.example.com/shop " },
      INTERESTS,
    );
    expect(compared).toEqual({
      ok: true,
      data: { ...valid, checkedUrl, checkCompared: ["https://rival.com.au/", "http://other.example.com/shop"] },
    });
    for (const [url, checkCompared] of [
      [checkedUrl, "rival.com.au"],
      [checkedUrl, "https://a.com.au/ https://b.com.au/ https://c.com.au/"],
      [checkedUrl, "javascript:alert(1)"],
      [checkedUrl, ["https://rival.com.au/"]],
      [undefined, "https://rival.com.au/"],
    ]) {
      const result = parseContact({ ...valid, checkedUrl: url, checkCompared }, INTERESTS);
      expect(result.ok).toBe(true);
      if (result.ok) expect(result.data.checkCompared).toBeUndefined();
    }
  });

  it("accepts the required fields alone and trims them", () => {
    const result = parseContact(
      { firstName: "  Ada ", lastName: "Lovelace\t", email: " ada@example.com.au ", message: "\n Hi \n" },
      INTERESTS,
    );
    expect(result).toEqual({
      ok: true,
      data: { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com.au", message: "Hi" },
    });
  });

  it("keeps every optional field when valid, drops unknown fields", () => {
    const submissionId = "0faa43a9-26a7-460b-b62d-8a21c74cbd1a";
    const result = parseContact(
      {
        ...valid,
        phone: " +61 (2) 9000-0000 ",
        website: "example.com.au",
        service: "local-seo",
        budget: "5k-10k",
        submissionId,
        isAdmin: true,
        _gotcha: "",
      },
      INTERESTS,
    );
    expect(result).toEqual({
      ok: true,
      data: {
        ...valid,
        phone: "+61 (2) 9000-0000",
        website: "https://example.com.au",
        service: "local-seo",
        budget: "5k-10k",
        submissionId,
      },
    });
  });

  it("treats empty or blank optional fields as not given", () => {
    const result = parseContact(
      { ...valid, phone: "", website: "   ", service: "", budget: " ", submissionId: "" },
      INTERESTS,
    );
    expect(result).toEqual({ ok: true, data: valid });
  });

  it("offers SPEC §3's service values, from the service files and the contact page, and no service no longer offered", () => {
    expect(
      builtInterestOptions()
        .map((o) => o.value)
        .sort(),
    ).toEqual(
      [
        "ai-driven-seo",
        "ai-seo-recovery",
        "local-seo",
        "technical-seo",
        "content-strategy",
        "ecommerce-seo",
        "seo-analytics",
        "link-building",
        "ai-voice-search",
        "strategy-builder",
      ].sort(),
    );
    expect(builtInterestOptions().map((o) => o.label)).not.toContain("Traditional SEO");
  });

  it("accepts every option value the form offers and nothing else", () => {
    for (const { value } of INTERESTS) expect(parseContact({ ...valid, service: value }, INTERESTS).ok).toBe(true);
    for (const { value } of BUDGET_OPTIONS) expect(parseContact({ ...valid, budget: value }, INTERESTS).ok).toBe(true);
    expect(errorsOf(parseContact({ ...valid, service: "AI Driven SEO" }, INTERESTS))).toEqual({
      service: CONTACT_MESSAGES.service.invalid,
    });
    expect(errorsOf(parseContact({ ...valid, budget: "lots" }, INTERESTS))).toEqual({
      budget: CONTACT_MESSAGES.budget.invalid,
    });
  });

  it("names every missing required field with a sentence", () => {
    expect(errorsOf(parseContact({}, INTERESTS))).toEqual({
      firstName: "Please enter your first name.",
      lastName: "Please enter your last name.",
      email: "Please enter your email address.",
      message: "Please enter a message.",
    });
    expect(errorsOf(parseContact({ ...valid, firstName: "   " }, INTERESTS))).toEqual({
      firstName: "Please enter your first name.",
    });
  });

  it("enforces the length limits", () => {
    const at = (n: number) => "a".repeat(n);
    expect(parseContact({ ...valid, firstName: at(100), lastName: at(100), message: at(5000) }, INTERESTS).ok).toBe(
      true,
    );
    expect(
      errorsOf(parseContact({ ...valid, firstName: at(101), lastName: at(101), message: at(5001) }, INTERESTS)),
    ).toEqual({
      firstName: CONTACT_MESSAGES.firstName.tooLong,
      lastName: CONTACT_MESSAGES.lastName.tooLong,
      message: "Your message must be 5,000 characters or fewer.",
    });
    const longEmail = `${at(64)}@${at(63)}.${at(63)}.${at(58)}.au`; // 254 characters
    expect(longEmail).toHaveLength(254);
    expect(parseContact({ ...valid, email: longEmail }, INTERESTS).ok).toBe(true);
    expect(errorsOf(parseContact({ ...valid, email: `a${longEmail}` }, INTERESTS))).toEqual({
      email: CONTACT_MESSAGES.email.tooLong,
    });
    expect(errorsOf(parseContact({ ...valid, phone: "1".repeat(41) }, INTERESTS))).toEqual({
      phone: CONTACT_MESSAGES.phone.tooLong,
    });
    expect(errorsOf(parseContact({ ...valid, website: `example.com.au/${at(186)}` }, INTERESTS))).toEqual({
      website: CONTACT_MESSAGES.website.tooLong,
    });
  });

  it("rejects invalid emails and phones", () => {
    for (const email of [
      "ada",
      "ada@",
      "@example.com",
      "ada@example",
      "ada@@example.com",
      "ada @example.com",
      "ada@example.com\nBcc: x@y.z",
    ]) {
      expect(errorsOf(parseContact({ ...valid, email }, INTERESTS))).toEqual({ email: CONTACT_MESSAGES.email.invalid });
    }
    for (const phone of ["0400 000 000 ext. 2", "call me", "+++", "0400<000>"]) {
      expect(errorsOf(parseContact({ ...valid, phone }, INTERESTS))).toEqual({ phone: CONTACT_MESSAGES.phone.invalid });
    }
  });

  it("normalises websites to http(s) and rejects other addresses", () => {
    expect(normaliseWebsite("example.com.au")).toBe("https://example.com.au");
    expect(normaliseWebsite("www.example.com.au/about?x=1")).toBe("https://www.example.com.au/about?x=1");
    expect(normaliseWebsite("http://example.com.au")).toBe("http://example.com.au");
    expect(normaliseWebsite("HTTPS://Example.com.au")).toBe("HTTPS://Example.com.au");
    expect(normaliseWebsite("example.com.au:8080")).toBe("https://example.com.au:8080");
    for (const bad of [
      "javascript:alert(1)",
      "ftp://example.com.au",
      "mailto:ada@example.com.au",
      "data:text/html,<b>x</b>",
      "localhost",
      "http://192.168.0.1",
      "https://hello.harbouraiseo.com.au@evil.example",
      "exa mple.com.au",
      "https://",
      "not a website",
    ]) {
      expect([bad, normaliseWebsite(bad)]).toEqual([bad, undefined]);
      expect(errorsOf(parseContact({ ...valid, website: bad }, INTERESTS))).toEqual({
        website: CONTACT_MESSAGES.website.invalid,
      });
    }
  });

  it("flattens line breaks in one-line fields but keeps them in the message", () => {
    const result = parseContact(
      { ...valid, firstName: "Ada\r\nBcc: someone", message: "one\r\ntwo\rthree\u0000" },
      INTERESTS,
    );
    expect(result).toEqual({ ok: true, data: { ...valid, firstName: "Ada Bcc: someone", message: "one\ntwo\nthree" } });
  });

  it("ignores an unusable submission id instead of blaming the visitor", () => {
    expect(parseContact({ ...valid, submissionId: "../../etc/passwd" }, INTERESTS)).toEqual({ ok: true, data: valid });
    expect(parseContact({ ...valid, submissionId: 42 }, INTERESTS)).toEqual({ ok: true, data: valid });
  });

  describe("never throws on malformed input", () => {
    const prototypeKeys = JSON.parse(
      '{"__proto__":{"firstName":"x","polluted":true},"constructor":{"prototype":{"polluted":true}},"email":"ada@example.com.au"}',
    ) as unknown;
    const getterBomb = Object.defineProperty({ ...valid }, "lastName", {
      enumerable: true,
      get() {
        throw new Error("boom");
      },
    });
    const cases: [string, unknown][] = [
      ["undefined", undefined],
      ["null", null],
      ["a number", 42],
      ["a string", "firstName=Ada"],
      ["an array", [valid]],
      ["a boolean", true],
      ["prototype keys", prototypeKeys],
      ["a getter", getterBomb],
      [
        "nested objects",
        { firstName: { first: "Ada" }, lastName: ["Love", "lace"], email: { toString: "x" }, message: 12 },
      ],
      [
        "huge strings",
        {
          firstName: "a".repeat(1_000_000),
          lastName: "b",
          email: `${"a".repeat(1_000_000)}@x.com`,
          message: "m".repeat(1_000_000),
        },
      ],
      ["a huge website", { ...valid, website: "a.".repeat(500_000) }],
      ["symbols and functions", { ...valid, firstName: Symbol("x"), message: () => "hi" }],
      ["a null-prototype object", Object.assign(Object.create(null) as object, valid, { phone: 5 })],
    ];
    it.each(cases)("%s gives field errors", (_name, input) => {
      let result: ContactParseResult | undefined;
      expect(() => {
        result = parseContact(input, INTERESTS);
      }).not.toThrow();
      expect(result?.ok).toBe(false);
      const errors = result && !result.ok ? result.errors : {};
      expect(Object.keys(errors).length).toBeGreaterThan(0);
      for (const [field, message] of Object.entries(errors)) {
        expect(CONTACT_FIELDS).toContain(field);
        expect(message).toMatch(/^[A-Z].*\.$/);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it("reads neither __proto__ nor constructor as fields", () => {
      expect(errorsOf(parseContact(prototypeKeys, INTERESTS))).toEqual({
        firstName: CONTACT_MESSAGES.firstName.required,
        lastName: CONTACT_MESSAGES.lastName.required,
        message: CONTACT_MESSAGES.message.required,
      });
    });

    it("reports wrong types at the field with its usual sentence", () => {
      expect(
        errorsOf(
          parseContact(
            { ...valid, firstName: 5, email: ["ada@example.com.au"], service: { value: "local-seo" } },
            INTERESTS,
          ),
        ),
      ).toEqual({
        firstName: CONTACT_MESSAGES.firstName.required,
        email: CONTACT_MESSAGES.email.required,
        service: CONTACT_MESSAGES.service.invalid,
      });
    });
  });
});
