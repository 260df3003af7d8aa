import { z } from "zod";
import {
  clientsSchema,
  HEADING_SECTION_TYPES,
  pageSchema,
  SECTION_TYPES,
  sectionBaseSchema,
  sectionSchemaFor,
  serviceSchema,
  siteCheckSchema,
  siteSchema,
} from "../../content/schema";
import { notAGroup, rawField, readField, typedFile } from "../../content/parse";
import {
  offerPlaceholders,
  peoplePlaceholders,
  placeholderFacts,
  resultsPlaceholders,
} from "../../content/placeholders";
import { launchReminders } from "../../content/launch";
import { check, type ContentFile, type Problem } from "../../content/problems";
import { articleFileProblems, authorsFileProblems } from "../../insights";
import { caseStudyFileProblems } from "../../case-studies";
import type { ContentRule } from "./context";
import { siteCheckWordsProblems } from "./site-check-words";

export const fileSchemasRule: ContentRule = {
  name: "each file against its schema",
  check({ content, typed, options }) {
    // A site file that did not parse has already been reported by readYaml.
    return [
      ...(content.site.data !== undefined ? validateFile("site", content.site) : []),
      ...placeholderFacts(typed.site, options.production),
      ...(options.production ? launchReminders(typed) : []),
      ...peoplePlaceholders(typed, options.production),
      ...resultsPlaceholders(typed, options.production),
      ...content.pages.flatMap((page) => validateFile("page", page)),
      ...content.services.flatMap((service, i) => [
        ...validateFile("service", service),
        ...(typed.services[i] ? offerPlaceholders(typed.services[i], options.production) : []),
      ]),
      ...(content.authors && content.authors.data !== undefined ? validateFile("authors", content.authors) : []),
      ...(content.articles ?? []).flatMap(articleFileProblems),
      ...(content.clients && content.clients.data !== undefined ? validateFile("clients", content.clients) : []),
      ...(content.caseStudies ?? []).flatMap(caseStudyFileProblems),
      ...(content.siteCheck && content.siteCheck.data !== undefined
        ? validateFile("siteCheck", content.siteCheck)
        : []),
    ];
  },
};

/** A page's or service's sections: their types and fields, one main heading first, unique headings and ids. */
function checkSections(file: ContentFile): Problem[] {
  const sections = rawField(pageSchema, "sections", file.data);
  if (!Array.isArray(sections)) return [];
  const problems: Problem[] = [];
  const ids = new Map<string, number>();
  const headingTexts = new Map<string, number>();
  let headings = 0;
  sections.forEach((section: unknown, i) => {
    const at = `sections[${i}]`;
    const not = notAGroup(section);
    if (not !== undefined) {
      problems.push({
        file: file.file,
        path: at,
        message: `should be a group of fields, not ${not}`,
        severity: "error",
      });
      return;
    }
    const type = readField(sectionBaseSchema, "type", section);
    if (type === undefined) {
      problems.push({ file: file.file, path: `${at}.type`, message: "is required", severity: "error" });
      return;
    }
    const schema = sectionSchemaFor(type);
    if (!schema) {
      problems.push({
        file: file.file,
        path: `${at}.type`,
        message: `"${type}" has no component; use one of: ${SECTION_TYPES.join(", ")}`,
        severity: "error",
      });
      return;
    }
    problems.push(...check(schema, section, file.file, ["sections", i]));
    if ((HEADING_SECTION_TYPES as readonly string[]).includes(type)) {
      headings += 1;
      if (i !== 0) {
        problems.push({
          file: file.file,
          path: `${at}.type`,
          message: `"${type}" holds the page's main heading and must be the first section`,
          severity: "error",
        });
      }
    }
    const heading = readField(sectionBaseSchema, "heading", section);
    if (heading !== undefined) {
      const first = headingTexts.get(heading);
      if (first !== undefined) {
        problems.push({
          file: file.file,
          path: `${at}.heading`,
          message: `"${heading}" is already the heading of sections[${first}]; headings must be unique on a page`,
          severity: "error",
        });
      } else headingTexts.set(heading, i);
    }
    const id = readField(sectionBaseSchema, "id", section);
    if (id !== undefined) {
      const first = ids.get(id);
      if (first !== undefined) {
        problems.push({
          file: file.file,
          path: `${at}.id`,
          message: `"${id}" is already used by sections[${first}]; anchors must be unique on a page`,
          severity: "error",
        });
      } else ids.set(id, i);
    }
  });
  if (headings !== 1) {
    problems.push({
      file: file.file,
      path: "sections",
      message: `must have exactly one main-heading section (${HEADING_SECTION_TYPES.join(" or ")}) first; found ${headings}`,
      severity: "error",
    });
  }
  return problems;
}

export type FileKind = "site" | "page" | "service" | "authors" | "article" | "clients" | "caseStudy" | "siteCheck";

const fileSchemas: Record<"site" | "page" | "service", z.ZodType> = {
  site: siteSchema,
  page: pageSchema,
  service: serviceSchema,
};

/**
 * What one file gets wrong on its own: its fields against the schema and, for pages and services,
 * its sections (types, fields, one main heading first, unique headings and ids). What depends on
 * other files (links, service slugs, figures) is validateContent's. The CMS runs this before it saves.
 */
export function validateFile(kind: FileKind, file: ContentFile): Problem[] {
  if (kind === "authors") return authorsFileProblems(file);
  if (kind === "article") return articleFileProblems({ body: "", ...file });
  if (kind === "clients") return check(clientsSchema, file.data, file.file);
  if (kind === "caseStudy") return caseStudyFileProblems({ body: "", ...file });
  if (kind === "siteCheck")
    return [
      ...check(siteCheckSchema, file.data, file.file),
      ...siteCheckWordsProblems(typedFile(siteCheckSchema, file)),
    ];
  const problems = check(fileSchemas[kind], file.data, file.file);
  return kind === "site" ? problems : [...problems, ...checkSections(file)];
}
