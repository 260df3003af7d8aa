/**
 * What stands between the site and its launch: the agency's own facts still placeholders (the
 * build warns, and a production build refuses them: placeholders.ts, the people and the booking
 * link among them), and what a prospect looks for and the site cannot invent: the agency's
 * profiles elsewhere. `npm run check -- --launch` lists them all, each with its file and field.
 */
import { siteSchema } from "./schema";
import { typedContent, type TypedContent, whole } from "./parse";
import { offerPlaceholders, peoplePlaceholders, placeholderFacts, resultsPlaceholders } from "./placeholders";
import type { Problem } from "./problems";
import type { Content } from "./files";

/** Every launch blocker, as an error: the placeholders and the reminders. */
export function launchBlockers(content: Content): Problem[] {
  const typed = typedContent(content);
  return [
    ...placeholderFacts(typed.site),
    ...typed.services.flatMap((service) => offerPlaceholders(service)),
    ...peoplePlaceholders(typed),
    ...resultsPlaceholders(typed),
    ...launchReminders(typed),
  ].map((p) => ({
    ...p,
    severity: "error",
  }));
}

/** What the site cannot invent and a prospect looks for: as warnings (a production build shows them; it refuses only the placeholders). */
export function launchReminders(typed: TypedContent): Problem[] {
  const problems: Problem[] = [];
  // A list with a wrong entry is not read (the schema rule names the entry).
  const sameAs = whole(siteSchema.shape.sameAs, typed.site.data?.sameAs) ?? [];
  if (sameAs.length === 0) {
    problems.push({
      file: typed.site.file,
      path: "sameAs",
      message:
        "lists none of the agency's profiles (LinkedIn, Google Business Profile …); add them before launch so search engines know the organisation",
      severity: "warning",
      launch: true,
    });
  }
  return problems;
}
