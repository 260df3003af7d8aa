/**
 * A service's offer as schema.org's Offer, on its page's Service (structured-data.ts): the
 * starting price in Australian dollars, a month (a UnitPriceSpecification per month, with the
 * minimum term as its billingDuration) or once, and the term in words.
 *
 * A price or term the service's file leaves out is a placeholder the page shows as such; here it
 * is left out instead. Structured data is read by machines as fact, without the page's dashed
 * "Placeholder" beside it: a placeholder string in `price` would be invalid (schema.org wants a
 * number) and a made-up number would be a price the agency never set. An Offer with no price
 * still says, truthfully, that the service is offered; a production build refuses the
 * placeholders anyway (src/lib/content/placeholders.ts), so the live site's Offers all have one.
 */
import type { Offer, PriceSpecification, QuantitativeValue, UnitPriceSpecification } from "schema-dts";
import { termText, type OfferFacts, type OfferWording } from "../content/offer";

const CURRENCY = "AUD";
/** UN/CEFACT's code for a month, as schema.org's unitCode asks. */
const MONTH = "MON";

const months = (value: number): QuantitativeValue => ({ "@type": "QuantitativeValue", value, unitCode: MONTH });

function priceSpecification(offer: OfferFacts, price: number): PriceSpecification | UnitPriceSpecification {
  // "From $X": the price the service starts at, which is also the least it costs.
  const amount = { price, minPrice: price, priceCurrency: CURRENCY };
  if (offer.billing === "once") return { "@type": "PriceSpecification", ...amount };
  const minimum = offer.minimumMonths ?? 0;
  return {
    "@type": "UnitPriceSpecification",
    ...amount,
    unitCode: MONTH,
    referenceQuantity: months(1),
    ...(minimum > 0 ? { billingDuration: months(minimum) } : {}),
  };
}

/** The Offer for a service's `offer` section: only what its file states. */
export function serviceOffer(offer: OfferFacts, wording: OfferWording, url: string): Offer {
  const term = termText(offer, wording);
  const price = offer.price ?? undefined;
  return {
    "@type": "Offer",
    url,
    ...(term !== null ? { description: term } : {}),
    ...(price !== undefined
      ? { price, priceCurrency: CURRENCY, priceSpecification: priceSpecification(offer, price) }
      : {}),
  };
}
