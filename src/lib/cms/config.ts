/**
 * The Decap CMS configuration, written to static/admin/config.yml: the collections and files
 * here, their fields derived from the content model (src/lib/content/schema/, see
 * derive-fields.ts), so the editing form accepts exactly what the build accepts. The test fails
 * when static/admin/config.yml differs from what this file generates; rewrite it with
 *
 *   CMS_WRITE_CONFIG=1 npx jest src/lib/cms
 */
import yaml from "js-yaml";
import { STATIC_PAGES, staticPath } from "../content/static-pages";
import { servicePath } from "../content/pages";
import { articlePath } from "../insights";
import { caseStudyPath } from "../case-studies";
import { SITE_URL } from "../site-url";
import {
  articleSchema,
  authorsSchema,
  caseStudySchema,
  clientsSchema,
  pageSchema,
  siteCheckSchema,
  serviceSchema,
  siteSchema,
} from "../content/schema";
import { shapeOf } from "../content/meta";
import { deriveFields, type CmsField } from "./derive-fields";
import { githubBackend, type GitHubBackend } from "./backend";

export { DEFAULT_CMS_REPO, DEFAULT_GITHUB_API_ROOT, githubBackend, repoFromUrl, type GitHubBackend } from "./backend";

export type * from "./derive-fields";

export interface CmsFile {
  name: string;
  label: string;
  file: string;
  /** Where the file's page is, under the draft's Deploy Preview ("View preview"): see previewPath. */
  preview_path: string;
  fields: CmsField[];
}
export interface FilesCollection {
  name: string;
  label: string;
  description: string;
  /** Site settings have no page of their own to preview; the rest use src/cms/preview.tsx. */
  editor?: { preview: false };
  files: CmsFile[];
}
export interface FolderCollection {
  name: string;
  label: string;
  label_singular: string;
  description: string;
  folder: string;
  extension: "yaml" | "md";
  format: "yaml" | "frontmatter";
  create: true;
  delete?: true;
  /** The entry's page under the draft's Deploy Preview ("View preview"). */
  preview_path: string;
  /** Decap's default sort and the fields it offers to sort by. */
  sortable_fields?: string[];
  slug: string;
  identifier_field: string;
  summary: string;
  fields: CmsField[];
}
export type Collection = FilesCollection | FolderCollection;

/**
 * Decap's `github` backend with the site's own OAuth Functions (src/lib/cms/oauth.ts): each save
 * is a commit to a draft's branch of `repo`, and Publish merges the draft into `branch`, made with
 * the editor's own GitHub account (whom GitHub's branch protection on `branch` may refuse).
 */
export interface CmsConfig {
  local_backend: true;
  backend: GitHubBackend;
  /**
   * Decap's editorial workflow: a save is a draft, a branch `cms/<collection>/<slug>` with a pull
   * request whose label is its column (Draft, In review, Ready); Publish merges it into `branch`.
   */
  publish_mode: "editorial_workflow";
  /** "View preview" on each draft, from its pull request's Deploy Preview (the commit status Netlify posts). */
  show_preview_links: true;
  media_folder: string;
  public_folder: string;
  collections: Collection[];
}

export { STATIC_PAGES };

/** After an entry's summary: " · Scheduled 2026-12-07 07:00 Sydney time" when it has a publishAt, nothing otherwise (src/lib/content/schedule.ts). */
export const SCHEDULED_SUMMARY =
  "{{fields.publishAt | ternary(' · Scheduled ', '')}}{{fields.publishAt}}{{fields.publishAt | ternary(' Sydney time', '')}}";

const EDITING_RULES =
  "Links inside the site are paths such as /contact. Figures repeated across pages are written {{name}} and set under Figures in Site settings. The build checks every change.";

/**
 * A copy sharing no objects: js-yaml writes an object met twice as an anchor and aliases, which
 * should happen only where meant to (see cmsConfig), not for every reused pattern or field.
 */
function fresh<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * The groups and lists every page and service has alike (the sections, the search preview) as one
 * object each: config.yml then writes them once, as a YAML anchor and its aliases (Decap reads them).
 */
function shareAlike(): (fields: CmsField[]) => CmsField[] {
  const known = new Map<string, CmsField>();
  return (fields) =>
    fields.map((field) => {
      if (field.widget !== "object" && field.widget !== "list") return field;
      const key = JSON.stringify(field);
      const first = known.get(key) ?? field;
      known.set(key, first);
      return first;
    });
}

/**
 * A route as Decap's `preview_path` writes it: relative to the Deploy Preview's address, with the
 * trailing slash the site's pages are served at ("/" is the home page, "" in Decap's terms).
 */
/** Decap's placeholder for an entry's slug (its file name), in `slug` and `preview_path` templates. */
const ENTRY_SLUG = "{{slug}}";

export function previewPath(route: string): string {
  const trimmed = route.replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? "" : `${trimmed}/`;
}

export function cmsConfig(backend: GitHubBackend = githubBackend(SITE_URL)): CmsConfig {
  const shared = shareAlike();
  return {
    local_backend: true,
    backend,
    publish_mode: "editorial_workflow",
    show_preview_links: true,
    media_folder: "static/social",
    public_folder: "/social",
    collections: [
      {
        name: "settings",
        label: "Site settings",
        description: "Name, contact details, opening hours, menus, footer, redirects and figures used on every page.",
        editor: { preview: false },
        files: [
          {
            name: "site",
            label: "Site settings",
            file: "data/site.yaml",
            preview_path: previewPath("/"),
            fields: fresh(deriveFields(shapeOf(siteSchema))),
          },
        ],
      },
      {
        name: "people",
        label: "Team and clients",
        description:
          "Who writes the articles and who is on the team (an author with a photo is shown on the About page, with a profile page), and the clients whose logos the home page shows from four. Publish a person or a logo only with their written consent, kept on file.",
        files: [
          {
            name: "authors",
            label: "Team and authors",
            file: "data/authors.yaml",
            preview_path: previewPath(staticPath("about")),
            fields: fresh(deriveFields(shapeOf(authorsSchema))),
          },
          {
            name: "clients",
            label: "Client logos",
            file: "data/clients.yaml",
            preview_path: previewPath("/"),
            fields: fresh(deriveFields(shapeOf(clientsSchema))),
          },
        ],
      },
      {
        name: "site-check",
        label: "AI search check",
        description:
          "The words of the free AI search check's report: each check's findings, why they matter, what to do and the service that helps; what the report says when a page cannot be read; and the sources behind each check's evidence. Which checks exist is the site's code. {name} in a text is a value the check found.",
        editor: { preview: false },
        files: [
          {
            name: "site-check",
            label: "AI search check words",
            file: "data/site-check.yaml",
            preview_path: previewPath(staticPath("ai-search-check")),
            fields: fresh(deriveFields(shapeOf(siteCheckSchema))),
          },
        ],
      },
      {
        name: "pages",
        label: "Pages",
        description: `One file per page; the page's address is fixed by the site's code. ${EDITING_RULES}`,
        files: STATIC_PAGES.map((p) => ({
          name: p.name,
          label: p.label,
          file: `data/pages/${p.name}.yaml`,
          preview_path: previewPath(p.path),
          fields: shared(fresh(deriveFields(shapeOf(pageSchema), { fixed: { path: p.path } }))),
        })),
      },
      {
        name: "services",
        label: "Services",
        label_singular: "Service",
        description: `One page each at /services/<slug>/. After adding one, add it to the Services menu in Site settings. ${EDITING_RULES}`,
        folder: "data/services",
        extension: "yaml",
        format: "yaml",
        create: true,
        slug: "{{fields.slug}}",
        preview_path: previewPath(servicePath(ENTRY_SLUG)),
        identifier_field: "slug",
        summary: "{{fields.title}}",
        fields: shared(fresh(deriveFields(shapeOf(serviceSchema)))),
      },
      {
        name: "insights",
        label: "Insights",
        label_singular: "Article",
        description:
          "Articles at /insights/<file name>/, newest first on /insights/ and in the feed. Tick Draft to keep one off the live site. Write the body in Markdown: ## for a section heading, links to pages as /services/local-seo/, and every image needs its description (alt text). The build checks every change.",
        folder: "data/insights",
        extension: "md",
        format: "frontmatter",
        create: true,
        delete: true,
        slug: "{{slug}}",
        preview_path: previewPath(articlePath(ENTRY_SLUG)),
        identifier_field: "title",
        // A scheduled entry says so in the list (Decap's summary filters: one a placeholder).
        summary: `{{fields.date}}: {{fields.title}}${SCHEDULED_SUMMARY}`,
        sortable_fields: ["date", "title"],
        fields: [
          ...fresh(deriveFields(shapeOf(articleSchema))),
          {
            name: "body",
            label: "Article",
            widget: "markdown",
            required: true,
            hint: "## starts a section (three or more make a table of contents). Link to pages as /contact/ or /services/local-seo/.",
          },
        ],
      },
      {
        name: "case-studies",
        label: "Case studies",
        label_singular: "Case study",
        description:
          "One page each at /case-studies/<file name>/, with a chart the site draws from the client's Search Console export: upload their Dates.csv (Search Console → Performance → Export → Download CSV) under Search Console export. Publish only with the client's written consent, kept on file; never type a result: the chart works it out.",
        folder: "data/case-studies",
        extension: "md",
        format: "frontmatter",
        create: true,
        delete: true,
        slug: "{{slug}}",
        preview_path: previewPath(caseStudyPath(ENTRY_SLUG)),
        identifier_field: "title",
        summary: `{{fields.start}}: {{fields.client}}${SCHEDULED_SUMMARY}`,
        sortable_fields: ["start", "title"],
        fields: [
          ...fresh(deriveFields(shapeOf(caseStudySchema))),
          {
            name: "body",
            label: "The story",
            widget: "markdown",
            required: true,
            hint: "What you found, what you did and what changed, in plain words. ## starts a section. Link to pages as /services/local-seo/.",
          },
        ],
      },
    ],
  };
}

export const CONFIG_PATH = "static/admin/config.yml";

/** config.yml as committed: the generated config plus the comments YAML data cannot carry. */
export function renderConfigYaml(config: CmsConfig = cmsConfig()): string {
  const dump = (value: object) => yaml.dump(value, { lineWidth: 110 });
  const { local_backend, backend, publish_mode, show_preview_links, ...rest } = config;
  return [
    "# Generated from src/lib/cms/config.ts; do not edit by hand.",
    "# Regenerate after changing it (or the content schema): CMS_WRITE_CONFIG=1 npx jest src/lib/cms",
    "",
    "# `npm run cms` runs decap-server (git mode) beside gatsby develop: /admin/ on 127.0.0.1 or localhost",
    "# then works in a scratch clone under .cms-workspace/, never this working tree (npm run cms:pull brings",
    "# what was published there back). Ignored on any other host.",
    dump({ local_backend }).trimEnd(),
    "",
    "# On the live site editors log in with GitHub through the site's own Functions (/api/cms/auth and",
    "# /api/cms/callback); a published draft is merged into `branch` of `repo`. The build writes this file",
    "# into public/admin/ with repo, branch, api_root and preview_context from its environment (README).",
    dump({ backend }).trimEnd(),
    "",
    "# Each save is a draft: a branch cms/<collection>/<slug> and a pull request, its column (Draft, In",
    "# review, Ready) a label; Publish merges it. Each draft's pull request gets a Netlify Deploy Preview,",
    "# which View preview opens at the entry's own page (preview_path).",
    dump({ publish_mode, show_preview_links }).trimEnd(),
    "",
    dump(rest),
  ].join("\n");
}
