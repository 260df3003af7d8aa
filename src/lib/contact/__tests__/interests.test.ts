import { interestOptions } from "../interests";
import type { EmailMessage } from "../../platform/email";
import { handleContact } from "../handler";
import { createMemoryRateLimiter } from "../../platform/rate-limit";
import { setFunctionData } from "../../content/function-data";
import { handOver } from "../../../../tests/support/interests";

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

  it("reaches the server's check and the lead email from the list the build sets, read by the handler at each request", async () => {
    const fields = {
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com.au",
      message: "Hello there, we sell online.",
    };
    const post = (service: string) => ({
      method: "POST",
      headers: { "content-type": "application/json" },
      body: { ...fields, service },
      clientAddress: "203.0.113.9",
    });
    const sent: EmailMessage[] = [];
    const deps = {
      rateLimiter: createMemoryRateLimiter(),
      log: () => undefined,
      transport: () => ({
        name: "test",
        send: (message: EmailMessage) => (sent.push(message), Promise.resolve({ ok: true as const })),
      }),
    };
    handOver({ interestOptions: interestOptions([{ slug: "shopify-seo", title: "Shopify SEO" }], []) });
    try {
      expect((await handleContact(post("local-seo"), {}, deps)).status).toBe(400);
      expect((await handleContact(post("shopify-seo"), {}, deps)).status).toBe(200);
      expect(sent.map((m) => m.text.includes("Primary interest: Shopify SEO"))).toEqual([true]);
    } finally {
      handOver();
    }
  });

  it("lets every contact module load without the build's list: only a request reads it", () => {
    setFunctionData({});
    try {
      jest.isolateModules(() => {
        for (const load of [
          () => jest.requireActual<object>("../schema"),
          () => jest.requireActual<object>("../../leads/notify/team-email"),
          () => jest.requireActual<object>("../handler"),
          () => jest.requireActual<object>("../../../api/contact"),
        ]) {
          expect(load).not.toThrow();
        }
      });
    } finally {
      handOver();
    }
  });
});
