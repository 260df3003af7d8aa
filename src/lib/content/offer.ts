/**
 * A service's offer in words: its starting price and its term as the page, the services page's
 * table and the Markdown twin write them, from the service's `offer` section and the engagement's
 * wording (data/site.yaml). A price or term the file leaves out is null: each reader shows the
 * placeholder mark, never a figure, and the structured data leaves it out.
 */

export interface OfferFacts {
  billing: string;
  price?: number | null | undefined;
  minimumMonths?: number | null | undefined;
}

export interface OfferWording {
  monthly: string;
  once: string;
  monthToMonth: string;
  minimum: string;
  oneOff: string;
}

const dollars = new Intl.NumberFormat("en-AU", { style: "currency", currency: "AUD", maximumFractionDigits: 0 });

/** Whole Australian dollars as written on the site: $2,500. */
export const formatDollars = (amount: number): string => dollars.format(amount);

/** "From $2,500 a month" or "From $3,000, one-off"; null while the price is left out. */
export function priceText(offer: OfferFacts, wording: OfferWording): string | null {
  if (offer.price === undefined || offer.price === null) return null;
  return (offer.billing === "once" ? wording.once : wording.monthly).replace("{price}", formatDollars(offer.price));
}

/** "Month to month, no lock-in", "Minimum term of 6 months" or "One-off, …"; null while a monthly service's term is left out. */
export function termText(offer: OfferFacts, wording: OfferWording): string | null {
  if (offer.billing === "once") return wording.oneOff;
  if (offer.minimumMonths === undefined || offer.minimumMonths === null) return null;
  return offer.minimumMonths === 0
    ? wording.monthToMonth
    : wording.minimum.replace("{months}", String(offer.minimumMonths));
}

/** Whether a price or term is still the agency's to set. */
export const hasPlaceholder = (offer: OfferFacts, wording: OfferWording): boolean =>
  priceText(offer, wording) === null || termText(offer, wording) === null;

/** Month n's label: "Month 1". */
export const monthLabel = (template: string, n: number): string => template.replace("{n}", String(n));
