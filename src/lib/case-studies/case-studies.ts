/**
 * Case studies (data/case-studies/<slug>.md, with the client's Search Console export beside it):
 * where each lives, which are published, and what the build refuses, reported like every other
 * content problem (`<file>: <field> <what is wrong>`; a line of the export for the .csv). Free of
 * Node APIs, like the content rules (src/lib/project/validate.ts): the CMS runs the same checks before a save.
 */
import { type CaseStudy, caseStudySchema } from "../content/schema";
import { check, type Problem } from "../content/problems";
import type { CaseStudyFile } from "../content/files";
import { readField, type Typed, whole } from "../content/parse";
import { normalisePath } from "../content/pages";
import { isDue } from "../content/schedule";
import { engagementOf, parseSearchConsoleDates } from "./search-console";

export const CASE_STUDIES_PATH = "/case-studies/";
export const caseStudyPath = (slug: string): string => `${CASE_STUDIES_PATH}${slug}/`;
export const slugOfCaseStudy = (file: string): string => (file.split("/").pop() ?? "").replace(/\.md$/, "");

/** Where a case study's export is: the file its front matter names, else <slug>.csv beside it (path from data/). */
export function exportPathOf(file: string, data: unknown): string {
  return readField(caseStudySchema, "searchConsole", data) ?? `case-studies/${slugOfCaseStudy(file)}.csv`;
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * What a case study gets wrong on its own: its front matter (consent, a quote without a name…), its
 * name, its export (missing, not Search Console's, a line that is wrong) and its start (outside the
 * data, or without a full week on each side).
 */
export function caseStudyFileProblems(study: CaseStudyFile): Problem[] {
  const problems = study.data === undefined ? [] : check(caseStudySchema, study.data, study.file);
  const err = (file: string, path: string, message: string) =>
    problems.push({ file, path, message, severity: "error" });
  const slug = slugOfCaseStudy(study.file);
  if (!SLUG.test(slug))
    err(
      study.file,
      "",
      `has the name "${slug}", which becomes its address; name the file in lower-case words joined by hyphens, e.g. acme-plumbing.md`,
    );
  const csv = `data/${exportPathOf(study.file, study.data)}`;
  if (!study.export) {
    err(
      study.file,
      "searchConsole",
      `finds no Search Console export at ${csv}: add the client's Dates.csv there (Search Console → Performance → Export → Download CSV)`,
    );
    return problems;
  }
  const { days, problems: lines } = parseSearchConsoleDates(study.export.text);
  for (const line of lines) err(study.export.file, line.line === null ? "" : `line ${line.line}`, line.message);
  const start = readField(caseStudySchema, "start", study.data);
  if (days.length > 0 && start !== undefined) {
    const { problem } = engagementOf(days, start);
    if (problem) err(study.file, "start", problem);
  }
  return problems;
}

/** A case study as written and its front matter typed (content/parse.ts typedFile). */
export interface TypedCaseStudy {
  study: CaseStudyFile;
  data: Typed<CaseStudy> | undefined;
}

/** Case studies' routes and the problems that involve other files: slugs shared, services that do not exist; read from the typed model. */
export function caseStudyProblems(
  studies: readonly TypedCaseStudy[],
  serviceSlugs: ReadonlySet<string>,
  includeDrafts: boolean,
  asOf?: Date,
): { problems: Problem[]; routes: Map<string, CaseStudyFile> } {
  const problems: Problem[] = [];
  const routes = new Map<string, CaseStudyFile>();
  for (const { study, data } of studies) {
    // A list with a wrong entry is not read (the schema rule names the entry).
    whole(caseStudySchema.shape.services, data?.services)?.forEach((name, i) => {
      if (!serviceSlugs.has(name))
        problems.push({
          file: study.file,
          path: `services[${i}]`,
          message: `"${name}" is not a service; use the slug of a file in data/services/`,
          severity: "error",
        });
    });
    if (data?.draft === true && !includeDrafts) continue;
    // Scheduled after the build's instant: not a page yet, so nothing may link to it.
    if (asOf && !isDue(data?.publishAt, asOf)) continue;
    routes.set(normalisePath(caseStudyPath(slugOfCaseStudy(study.file))), study);
  }
  return { problems, routes };
}
