/**
 * The agency's own facts that the site must never invent: while data/site.yaml still holds a
 * placeholder ABN, a phone number from the range Australia reserves for fiction, an office address
 * marked as not yet confirmed, a figure or the engagement's ownership whose value starts
 * "Placeholder", an external address marked as a stand-in (the strategy builder's), the worked
 * example's task minutes while they are marked as a stand-in (the agency's own working estimate,
 * which only it can give), or a service's offer leaves out its price or its term, the build warns
 * (and still succeeds), naming the file and field to fill; a production build (Netlify's
 * CONTEXT=production) refuses it, so a placeholder never reaches the live site.
 */
import type { Problem } from "./problems";
import type { TypedContent, TypedFile } from "./parse";
import type { Service, Site } from "./schema";

/** A problem about a placeholder: a warning before launch, an error a production build stops on. */
const placeholderProblem = (file: string, path: string, message: string, production: boolean): Problem => ({
  file,
  path,
  message: message.replace(" before launch", production ? ": a production build cannot ship it" : " before launch"),
  severity: production ? "error" : "warning",
  launch: true,
});

const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];

/** The Australian Business Register's check: subtract 1 from the first digit, weight, and the sum divides by 89. */
export function isValidAbn(text: string): boolean {
  const digits = text.replace(/\D/g, "").split("").map(Number);
  if (digits.length !== 11 || digits.every((d) => d === 0)) return false;
  const sum = digits.reduce((total, digit, i) => total + (i === 0 ? digit - 1 : digit) * (ABN_WEIGHTS[i] ?? 0), 0);
  return sum % 89 === 0;
}

/**
 * Numbers ACMA sets aside for drama and examples: 0x 5550 xxxx and 0x 7010 xxxx for landlines,
 * 0491 570 to 0491 572 for mobiles, and 1800 160 401, 1800 975 707-709, 1300 975 707-709.
 */
export function isFictionNumber(tel: string): boolean {
  const digits = tel.replace(/\D/g, "").replace(/^61/, "0");
  return (
    /^0[2378](5550|7010)\d{4}$/.test(digits) ||
    /^049157[0-2]\d{3}$/.test(digits) ||
    /^(1800160401|1[83]0{2}97570[7-9])$/.test(digits)
  );
}

/** data/site.yaml's placeholders, each field read as the schema has it, whatever else the file gets wrong. */
export function placeholderFacts({ file, data: site }: TypedFile<Site>, production = false): Problem[] {
  const problems: Problem[] = [];
  const warn = (path: string, message: string) => problems.push(placeholderProblem(file, path, message, production));
  const abn = site?.abn;
  if (abn !== undefined && !isValidAbn(abn)) {
    warn("abn", `"${abn}" is not a valid ABN (a placeholder?); write the agency's own ABN before launch`);
  }
  const tel = site?.contact?.phoneHref;
  if (tel !== undefined && isFictionNumber(tel)) {
    warn(
      "contact.phoneHref",
      `"${tel}" is in the range Australia reserves for fiction; write the agency's own phone number before launch`,
    );
  }
  if (site?.contact?.addressPlaceholder === true) {
    warn(
      "contact.addressPlaceholder",
      "marks the office address as a stand-in; write the address the agency confirms (and point the contact page's map and the maps links at it), then untick it before launch",
    );
  }
  (site?.externalLinks ?? []).forEach((link, i) => {
    if (link?.placeholder === true) {
      warn(
        `externalLinks[${i}].url`,
        `is marked as a stand-in (placeholder: true); write the real address and untick it before launch`,
      );
    }
  });
  if (site?.example?.placeholder === true) {
    warn(
      "example.placeholder",
      "marks the worked example's task minutes as a stand-in; have the agency check each task's minutes (they are its working estimate, shown as such), then untick it before launch",
    );
  }
  (site?.figures ?? []).forEach((figure, i) => {
    if (figure?.value?.startsWith("Placeholder"))
      warn(`figures[${i}].value`, `is a placeholder for the agency's own terms; write them before launch`);
  });
  if (site?.engagement?.ownership?.startsWith("Placeholder"))
    warn(
      "engagement.ownership",
      "is a placeholder for who owns the content, the data and the accounts; write the agency's terms before launch",
    );
  return problems;
}

/**
 * A service's offer sections whose price or term is left out: the agency's own prices, which the
 * site never invents. The term is asked only of a service billed monthly (a one-off has none).
 */
export function offerPlaceholders(service: TypedFile<Service>, production = false): Problem[] {
  return (service.data?.sections ?? []).flatMap((section, i): Problem[] => {
    if (section?.type !== "offer") return [];
    const problems: Problem[] = [];
    if (section.price === undefined) {
      problems.push(
        placeholderProblem(
          service.file,
          `sections[${i}].price`,
          "is left out: write the service's starting price in dollars before launch",
          production,
        ),
      );
    }
    if (section.billing === "monthly" && section.minimumMonths === undefined) {
      problems.push(
        placeholderProblem(
          service.file,
          `sections[${i}].minimumMonths`,
          "is left out: write the service's minimum term in months (0 for month to month) before launch",
          production,
        ),
      );
    }
    return problems;
  });
}

/**
 * The agency's people and its booking link, which the site never invents (DECISIONS 2026-11-27):
 * while the team collection has no person with a photo (About's "Who you'll work with"), site.yaml
 * names no strategist beside the reply promise, an article is bylined by an author without a
 * photo, or `booking.url` is not set, the pages show a marked Placeholder; the build warns, and a
 * production build refuses it. A strategist who is not a person of the team is an error anywhere.
 */
export function peoplePlaceholders(content: TypedContent, production = false): Problem[] {
  const problems: Problem[] = [];
  const site = content.site;
  const booking = site.data?.booking;
  if (booking !== undefined && booking.url === undefined)
    problems.push(
      placeholderProblem(
        site.file,
        "booking.url",
        "is left out: the booking link shows a placeholder; write the agency's Cal.com or Calendly address before launch",
        production,
      ),
    );
  // The team collection is data/authors.yaml; a content set without one (a unit test's) has no people to check.
  if (!content.authors) return problems;
  const authorsFile = content.authors.file;
  const people = new Set(
    (content.authors.data?.authors ?? []).flatMap((a) =>
      a?.photo !== undefined && a.key !== undefined ? [a.key] : [],
    ),
  );
  if (people.size === 0)
    problems.push(
      placeholderProblem(
        authorsFile,
        "authors",
        "has no person with a photo: About shows placeholders for the people a client works with; add the agency's people (with their written consent) before launch",
        production,
      ),
    );
  const peopleField = site.data?.people;
  const strategist = peopleField?.strategist;
  if (strategist === undefined) {
    if (peopleField !== undefined)
      problems.push(
        placeholderProblem(
          site.file,
          "people.strategist",
          "is left out: the reply promise shows a placeholder for the strategist who replies; name a person of the team (their key in data/authors.yaml) before launch",
          production,
        ),
      );
  } else if (!people.has(strategist)) {
    problems.push({
      file: site.file,
      path: "people.strategist",
      message: `"${strategist}" is not a person of the team (an author with a photo in ${authorsFile})`,
      severity: "error",
    });
  }
  for (const article of content.articles) {
    const data = article.data;
    if (data === undefined || data.draft === true || data.author === undefined) continue;
    if (!people.has(data.author))
      problems.push(
        placeholderProblem(
          article.file,
          "author",
          `"${data.author}" has no photo: the byline shows a placeholder for the person who wrote it; byline a person of the team before launch`,
          production,
        ),
      );
  }
  return problems;
}

/**
 * Client results and reviews, which the site never invents (issue 59): while data/case-studies/
 * has no case study that is published (not a draft; a scheduled one counts once its time is past,
 * since parseProject leaves it out before), home and every service page show a marked slot where
 * the results go, and while `reviews` lacks its address, rating or count a marked Placeholder
 * stands beside it; the build warns, and a production build refuses both.
 */
export function resultsPlaceholders(content: TypedContent, production = false): Problem[] {
  const problems: Problem[] = [];
  const published = content.caseStudies.filter((study) => study.data !== undefined && study.data.draft !== true);
  // As with the people: a content set without the team collection (a unit test's) is not a whole site, and is not asked for results.
  if (content.authors && published.length === 0)
    problems.push(
      placeholderProblem(
        "data/case-studies",
        "",
        "has no case study: home and the service pages show a marked placeholder where client results go; publish one (client, problem, what we did, their Search Console export, their words, their recorded consent) before launch",
        production,
      ),
    );
  const reviews = content.site.data?.reviews;
  if (reviews !== undefined) {
    const missing = (["url", "rating", "count"] as const).filter((field) => reviews[field] === undefined);
    if (missing.length > 0)
      problems.push(
        placeholderProblem(
          content.site.file,
          `reviews.${missing[0] ?? "url"}`,
          `leaves out ${missing.join(", ")}: the reviews line shows a placeholder; write where clients review the agency, its rating and how many reviews before launch`,
          production,
        ),
      );
  }
  return problems;
}
