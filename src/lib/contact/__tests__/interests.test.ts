import { interestOptions } from "../interests";

describe("the contact form's interests", () => {
  const services = [
    { slug: "local-seo", title: "Local SEO" },
    { slug: "technical-seo-audits", title: "Technical SEO Audits", formValue: "technical-seo" },
    { slug: "traditional-seo", title: "Traditional SEO", offered: false },
  ];

  it("lists each service still offered by its form value (or slug), by title, then the other interests", () => {
    expect(interestOptions(services, [{ value: "strategy-builder", label: "SEO Strategy Builder" }])).toEqual([
      { value: "local-seo", label: "Local SEO" },
      { value: "technical-seo", label: "Technical SEO Audits" },
      { value: "strategy-builder", label: "SEO Strategy Builder" },
    ]);
  });

  it("takes a new service file into the list without a change to code", () => {
    const options = interestOptions([...services, { slug: "shopify-seo", title: "Shopify SEO" }], []);
    expect(options).toContainEqual({ value: "shopify-seo", label: "Shopify SEO" });
  });

  it("reaches the server's check and the lead email from the list the build sets", () => {
    const built = process.env.CONTACT_INTEREST_OPTIONS;
    process.env.CONTACT_INTEREST_OPTIONS = JSON.stringify(interestOptions([{ slug: "shopify-seo", title: "Shopify SEO" }], []));
    try {
      jest.isolateModules(() => {
        const { parseContact } = jest.requireActual<typeof import("../schema")>("../schema");
        const { renderNotification } = jest.requireActual<typeof import("../email")>("../email");
        const fields = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com.au", message: "Hello there, we sell online." };
        const parsed = parseContact({ ...fields, service: "shopify-seo" });
        expect(parseContact({ ...fields, service: "local-seo" }).ok).toBe(false);
        if (!parsed.ok) throw new Error("the new service's value was refused");
        expect(renderNotification(parsed.data, {}).text).toContain("Shopify SEO");
      });
    } finally {
      process.env.CONTACT_INTEREST_OPTIONS = built;
    }
  });
});
