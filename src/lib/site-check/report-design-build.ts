/**
 * The report's design data (report-design.ts) from the site's own facts: data/site-check.yaml's
 * `report` words and each check's effort, each service's starting price as its page writes it
 * (content/offer.ts, null while the agency has not set it: the report then shows the placeholder
 * mark, never a figure), the strategist slot and booking link (data/site.yaml people, booking, the
 * team) and the agency's name and contact. The build composes it for the Function from the parsed
 * content (copy-from-content.ts); the check page's section composes it for the island from the
 * same files through GraphQL.
 */
import { priceText, type OfferFacts, type OfferWording } from "../content/offer";
import { isFictionNumber } from "../content/placeholders";
import type { Effort, ReportDesign, ReportWords } from "./report-design";

export interface DesignSources {
  report: ReportWords;
  checks: ReadonlyArray<{ id: string; effort: Effort }>;
  /** Each service's page and its offer (none when it has no offer section). */
  services: ReadonlyArray<{ href: string; offer?: OfferFacts | null | undefined }>;
  engagement: OfferWording;
  people: { placeholder: string; placeholderRole: string; replyPromise: string; strategist?: string | null };
  team: ReadonlyArray<{ key: string; name: string; role: string }>;
  booking: { label: string; note: string; url?: string | null };
  agency: { name: string; email: string; phone: string; phoneHref: string };
}

export function reportDesign(sources: DesignSources): ReportDesign {
  const strategist = sources.team.find((person) => person.key === sources.people.strategist);
  return {
    words: sources.report,
    efforts: Object.fromEntries(sources.checks.map((check) => [check.id, check.effort])),
    offers: Object.fromEntries(
      sources.services.map((service) => [
        service.href,
        service.offer ? priceText(service.offer, sources.engagement) : null,
      ]),
    ),
    people: {
      placeholder: sources.people.placeholder,
      placeholderRole: sources.people.placeholderRole,
      replyPromise: sources.people.replyPromise,
      strategist: strategist ? { name: strategist.name, role: strategist.role } : null,
    },
    booking: { label: sources.booking.label, note: sources.booking.note, url: sources.booking.url ?? null },
    agency: {
      name: sources.agency.name,
      email: sources.agency.email,
      phone: sources.agency.phone,
      phonePlaceholder: isFictionNumber(sources.agency.phoneHref),
    },
  };
}
