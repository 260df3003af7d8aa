/**
 * What the live answer check's form starts from, read from the checked page: the business's name
 * (its structured data's, else the title's first part), what it does (a specific schema.org type of
 * its business record, in words: "Plumber" → "plumber") and where (the suburb of its address). Each
 * only when found; the visitor confirms or changes all three.
 */
import type { PageFacts } from "../page-facts";

/** Types too general to say what a business does. */
const GENERAL = new Set([
  "Organization",
  "LocalBusiness",
  "Corporation",
  "ProfessionalService",
  "OnlineBusiness",
  "Store",
]);
const MAX = 80;

const cut = (value: string): string => value.replace(/\s+/g, " ").trim().slice(0, MAX).trim();

/** "HVACBusiness" → "HVAC business", "Plumber" → "plumber". */
function typeInWords(type: string): string {
  return type
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .split(" ")
    .map((word) => (/^[A-Z]+$/.test(word) && word.length > 1 ? word : word.toLowerCase()))
    .join(" ");
}

/** The suburb or town of an address written as text: "12 Campbell Pde, Bondi Beach NSW 2026" → "Bondi Beach". */
export function placeOf(address: string): string | undefined {
  const parts = address
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  for (const part of [...parts].reverse()) {
    const place = part
      .replace(/\b\d{4}\b/g, "")
      .replace(/\b(NSW|VIC|QLD|SA|WA|TAS|NT|ACT|Australia|AU)\b/g, "")
      .replace(/\s+/g, " ")
      .trim();
    if (place && !/\d/.test(place)) return cut(place);
  }
  return undefined;
}

export interface SubjectGuess {
  name?: string;
  service?: string;
  place?: string;
}

export function subjectOf(facts: Pick<PageFacts, "title" | "structuredData">): SubjectGuess {
  const business = facts.structuredData.businesses.find((b) => b.name) ?? facts.structuredData.businesses[0];
  const title = facts.title?.split(/\s[|–—-]\s|\s·\s/)[0];
  const name = business?.name ?? title;
  const type = facts.structuredData.businesses.map((b) => b.type).find((t) => !GENERAL.has(t));
  const place = facts.structuredData.businesses
    .flatMap((b) => b.addresses)
    .map(placeOf)
    .find(Boolean);
  return {
    ...(name && cut(name) ? { name: cut(name) } : {}),
    ...(type ? { service: cut(typeInWords(type)) } : {}),
    ...(place ? { place } : {}),
  };
}
