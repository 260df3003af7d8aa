/**
 * What stands between the site and its launch: the agency's own facts still placeholders (the
 * build warns, and a production build refuses them: placeholders.ts), and what a prospect looks
 * for and the site cannot invent: the people behind it, with photos, and the agency's profiles
 * elsewhere. `npm run check -- --launch` lists them all, each with its file and field.
 */
import { authorsSchema, siteSchema } from "./schema";
import { readField } from "./parse";
import { offerPlaceholders, placeholderFacts } from "./placeholders";
import type { Problem } from "./problems";
import type { Content } from "./files";

/** Every launch blocker, as an error: the placeholders and the reminders. */
export function launchBlockers(content: Content): Problem[] {
  return [
    ...placeholderFacts(content.site.file, content.site.data),
    ...content.services.flatMap((service) => offerPlaceholders(service)),
    ...launchReminders(content),
  ].map((p) => ({
    ...p,
    severity: "error",
  }));
}

/** What the site cannot invent and a prospect looks for: as warnings (a production build shows them; it refuses only the placeholders). */
export function launchReminders(content: Content): Problem[] {
  const problems: Problem[] = [];
  const authorsFile = content.authors?.file ?? "data/authors.yaml";
  const authors = content.authors ? (readField(authorsSchema, "authors", content.authors.data) ?? []) : [];
  if (!authors.some((author) => author.photo !== undefined)) {
    problems.push({
      file: authorsFile,
      path: "authors",
      message:
        "has no person with a photo: About shows no team and articles no byline face; add the agency's people (with their written consent) before launch",
      severity: "warning",
    });
  }
  const sameAs = readField(siteSchema, "sameAs", content.site.data) ?? [];
  if (sameAs.length === 0) {
    problems.push({
      file: content.site.file,
      path: "sameAs",
      message:
        "lists none of the agency's profiles (LinkedIn, Google Business Profile …); add them before launch so search engines know the organisation",
      severity: "warning",
    });
  }
  return problems;
}
