import { serviceOffer } from "../offer-schema";
import { serviceSchema } from "../structured-data";

const wording = {
  monthly: "From {price} a month",
  once: "From {price}, one-off",
  monthToMonth: "Month to month, no lock-in",
  minimum: "Minimum term of {months} months",
  oneOff: "One-off, no ongoing commitment",
};
const url = "https://www.example.com.au/services/local-seo/";
const site = { name: "Agency", contact: { country: "Australia" } };

describe("a service's Offer in JSON-LD", () => {
  it("gives a monthly price in AUD per month, with the minimum term as the billing duration", () => {
    expect(serviceOffer({ billing: "monthly", price: 2500, minimumMonths: 6 }, wording, url)).toEqual({
      "@type": "Offer",
      url,
      description: "Minimum term of 6 months",
      price: 2500,
      priceCurrency: "AUD",
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: 2500,
        minPrice: 2500,
        priceCurrency: "AUD",
        unitCode: "MON",
        referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
        billingDuration: { "@type": "QuantitativeValue", value: 6, unitCode: "MON" },
      },
    });
  });

  it("has no billing duration month to month, and a plain price specification for a one-off", () => {
    const monthly = serviceOffer({ billing: "monthly", price: 900, minimumMonths: 0 }, wording, url);
    expect(monthly.description).toBe("Month to month, no lock-in");
    expect(JSON.stringify(monthly)).not.toContain("billingDuration");
    expect(serviceOffer({ billing: "once", price: 1800 }, wording, url)).toMatchObject({
      price: 1800,
      priceCurrency: "AUD",
      description: "One-off, no ongoing commitment",
      priceSpecification: { "@type": "PriceSpecification", price: 1800, minPrice: 1800, priceCurrency: "AUD" },
    });
  });

  it("leaves the price out while it is a placeholder, rather than print one", () => {
    const offer = serviceOffer({ billing: "monthly" }, wording, url);
    expect(offer).toEqual({ "@type": "Offer", url });
    expect(JSON.stringify(serviceOffer({ billing: "monthly", minimumMonths: 3 }, wording, url))).not.toMatch(
      /price|Placeholder/i,
    );
  });

  it("hangs the Offer on the page's Service", () => {
    const offers = serviceOffer({ billing: "monthly", price: 2500, minimumMonths: 0 }, wording, url);
    expect(
      serviceSchema(
        { title: "Local SEO", description: "Be found nearby.", url, offers },
        site,
        "https://www.example.com.au",
      ),
    ).toMatchObject({ "@type": "Service", offers });
    expect(
      serviceSchema({ title: "Local SEO", description: "Be found nearby.", url }, site, "https://www.example.com.au"),
    ).not.toHaveProperty("offers");
  });
});
