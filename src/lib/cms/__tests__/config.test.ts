import fs from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import {
  CONFIG_PATH,
  DEFAULT_CMS_REPO,
  STATIC_PAGES,
  SCHEDULED_SUMMARY,
  cmsConfig,
  githubBackend,
  previewPath,
  renderConfigYaml,
  repoFromUrl,
  type CmsField,
  type Collection,
  type FilesCollection,
  type FolderCollection,
  type TypedListField,
} from "../config";
import { SECTION_TYPES } from "../../content/schema";
import { dropEmptyFields, type DecapCollection } from "../decap";

const root = path.resolve(__dirname, "../../../..");
const config = cmsConfig();

function collection(name: string): Collection {
  const found = config.collections.find((c) => c.name === name);
  if (!found) throw new Error(`no collection "${name}"`);
  return found;
}
const settings = collection("settings") as FilesCollection;
const pages = collection("pages") as FilesCollection;
const services = collection("services") as FolderCollection;

function sectionsOf(fields: readonly CmsField[]): TypedListField {
  const sections = fields.find((f) => f.name === "sections");
  if (!sections || sections.widget !== "list" || !("types" in sections)) throw new Error("no typed sections list");
  return sections;
}

describe("section types in the CMS", () => {
  const types = sectionsOf(services.fields).types;

  it("has one CMS type per section type in vocabulary.ts, and no other", () => {
    expect(types.map((t) => t.name)).toEqual([...SECTION_TYPES]);
  });

  it("offers the same types on every page and service", () => {
    for (const file of pages.files) expect(sectionsOf(file.fields)).toEqual(sectionsOf(services.fields));
  });
});

describe("files in the CMS", () => {
  it("edits data/site.yaml in the settings, and the team and the client logos together, with previews", () => {
    expect(settings.files.map((f) => f.file)).toEqual(["data/site.yaml"]);
    const people = collection("people") as FilesCollection;
    expect(people.files.map((f) => f.file)).toEqual(["data/authors.yaml", "data/clients.yaml"]);
    expect("editor" in people).toBe(false);
  });

  it("edits articles as Markdown files with front matter: create, edit and delete, author and services picked, not typed", () => {
    const insights = config.collections.find((c) => c.name === "insights");
    expect(insights).toMatchObject({
      folder: "data/insights",
      extension: "md",
      format: "frontmatter",
      create: true,
      delete: true,
    });
    const fields = insights && "fields" in insights ? insights.fields : [];
    expect(fields.map((f) => [f.name, f.widget])).toEqual([
      ["title", "string"],
      ["description", "text"],
      ["date", "datetime"],
      ["updated", "datetime"],
      ["author", "relation"],
      ["services", "relation"],
      ["draft", "boolean"],
      ["publishAt", "datetime"],
      ["seo", "object"],
      ["body", "markdown"],
    ]);
    expect(fields.find((f) => f.name === "author")).toMatchObject({
      collection: "people",
      file: "authors",
      value_field: "authors.*.key",
    });
    expect(fields.find((f) => f.name === "author")).not.toHaveProperty("multiple");
    expect(fields.find((f) => f.name === "services")).toMatchObject({
      collection: "services",
      value_field: "slug",
      multiple: true,
      min: 1,
      max: 3,
    });
  });

  it("schedules articles and case studies in Sydney time, stored as the wall-clock text picked, and lists a scheduled entry as such", () => {
    for (const name of ["insights", "case-studies"]) {
      const collection = config.collections.find((c) => c.name === name);
      const fields = collection && "fields" in collection ? collection.fields : [];
      const publishAt = fields.find((f) => f.name === "publishAt");
      expect(publishAt).toMatchObject({
        widget: "datetime",
        required: false,
        format: "YYYY-MM-DD HH:mm",
        time_format: "HH:mm",
        label: expect.stringContaining("Sydney time") as string,
      });
      expect(publishAt).not.toHaveProperty("picker_utc");
      expect(collection && "summary" in collection ? collection.summary : "").toContain(SCHEDULED_SUMMARY);
    }
    // Decap's summary filters (decap-cms-lib-widgets stringTemplate): ternary gives its first text for a value, its second for none.
    expect(SCHEDULED_SUMMARY).toBe(
      "{{fields.publishAt | ternary(' · Scheduled ', '')}}{{fields.publishAt}}{{fields.publishAt | ternary(' Sydney time', '')}}",
    );
  });

  it("edits every page in data/pages/ and no other", () => {
    const onDisk = fs
      .readdirSync(path.join(root, "data/pages"))
      .filter((f) => f.endsWith(".yaml"))
      .sort();
    expect(pages.files.map((f) => path.basename(f.file)).sort()).toEqual(onDisk);
  });

  it.each(STATIC_PAGES.map((p) => p.name))("edits data/pages/%s.yaml, its path fixed to the page's", (name) => {
    const file = pages.files.find((f) => f.name === name);
    if (!file) throw new Error(`no file entry for ${name}`);
    const data = yaml.load(fs.readFileSync(path.join(root, file.file), "utf8")) as { path: string };
    expect(file.fields.find((f) => f.name === "path")).toMatchObject({ widget: "hidden", default: data.path });
  });

  it("previews pages and services (src/cms/preview.tsx), not the site settings, which have no page of their own", () => {
    expect(settings.editor).toEqual({ preview: false });
    expect("editor" in pages).toBe(false);
    expect("editor" in services).toBe(false);
  });

  it("edits services, one file per slug", () => {
    expect(services).toMatchObject({
      folder: "data/services",
      extension: "yaml",
      format: "yaml",
      create: true,
      slug: "{{fields.slug}}",
      identifier_field: "slug",
    });
  });
});

/** What Decap would refuse when saving `value` unchanged: the CMS must accept the current content. */
function refusals(field: CmsField, value: unknown, at: string, serviceSlugs: ReadonlySet<string>): string[] {
  if (value === undefined || value === null)
    return field.required && field.widget !== "hidden" ? [`${at}: required`] : [];
  const out: string[] = [];
  switch (field.widget) {
    case "image":
    case "file":
      return typeof value === "string" ? [] : [`${at}: not text`];
    case "string":
    case "text":
      if (typeof value !== "string") return [`${at}: not text`];
      if (field.pattern && !new RegExp(field.pattern[0]).test(value))
        out.push(`${at}: "${value}" fails "${field.pattern[1]}"`);
      return out;
    case "hidden":
      return value === field.default ? [] : [`${at}: ${JSON.stringify(value)} is not the fixed ${field.default}`];
    case "number":
      return typeof value === "number" && (field.min === undefined || value >= field.min)
        ? []
        : [`${at}: not a number the CMS accepts`];
    case "boolean":
      return typeof value === "boolean" ? [] : [`${at}: not true/false`];
    case "select": {
      const chosen = field.multiple ? value : [value];
      if (!Array.isArray(chosen)) return [`${at}: not a list`];
      // An option is a value, or a label shown for a value (a hero picture's kind).
      const values = field.options.map((o) => (typeof o === "string" ? o : o.value));
      return chosen
        .filter((v) => typeof v !== "string" || !values.includes(v))
        .map((v) => `${at}: "${String(v)}" is not an option`);
    }
    case "relation":
      if (!Array.isArray(value)) return [`${at}: not a list`];
      return value
        .filter((v) => typeof v !== "string" || !serviceSlugs.has(v))
        .map((v) => `${at}: "${String(v)}" is not a service`);
    case "datetime":
      return typeof value === "string" && (!field.pattern || new RegExp(field.pattern[0]).test(value))
        ? []
        : [`${at}: not a date the CMS accepts`];
    case "markdown":
      return typeof value === "string" ? [] : [`${at}: not text`];
    case "object":
      return objectRefusals(field.fields, value, at, serviceSlugs);
    case "list": {
      if (!Array.isArray(value)) return [`${at}: not a list`];
      if (field.min !== undefined && value.length < field.min && (field.required || value.length > 0))
        out.push(`${at}: fewer than ${field.min}`);
      value.forEach((item: unknown, i) => {
        const here = `${at}[${i}]`;
        if ("types" in field) {
          const type = field.types.find(
            (t) => typeof item === "object" && item !== null && "type" in item && t.name === item.type,
          );
          if (!type) out.push(`${here}: no CMS type`);
          else {
            const { type: _key, ...rest } = item as Record<string, unknown>;
            out.push(...objectRefusals(type.fields, rest, here, serviceSlugs));
          }
        } else if ("fields" in field) out.push(...objectRefusals(field.fields, item, here, serviceSlugs));
        else out.push(...refusals(field.field, item, here, serviceSlugs));
      });
      return out;
    }
  }
}

function objectRefusals(
  fields: readonly CmsField[],
  value: unknown,
  at: string,
  serviceSlugs: ReadonlySet<string>,
): string[] {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return [`${at}: not a group of fields`];
  const record = value as Record<string, unknown>;
  const known = new Set(fields.map((f) => f.name));
  return [
    ...Object.keys(record)
      .filter((k) => !known.has(k))
      .map((k) => `${at}.${k}: no CMS field`),
    ...fields.flatMap((f) => refusals(f, record[f.name], at ? `${at}.${f.name}` : f.name, serviceSlugs)),
  ];
}

describe("the content in data/ as the CMS sees it", () => {
  const load = (file: string): unknown => yaml.load(fs.readFileSync(path.join(root, file), "utf8"));
  const serviceFiles = fs.readdirSync(path.join(root, "data/services")).filter((f) => f.endsWith(".yaml"));
  const slugs = new Set(serviceFiles.map((f) => f.replace(/\.yaml$/, "")));

  it("opens and saves every file unchanged: no pattern, choice or required field refuses it", () => {
    const problems = [
      ...settings.files.flatMap((f) => objectRefusals(f.fields, load(f.file), f.file, slugs)),
      ...(collection("people") as FilesCollection).files
        .filter((f) => fs.existsSync(path.join(root, f.file)))
        .flatMap((f) => objectRefusals(f.fields, load(f.file), f.file, slugs)),
      ...pages.files.flatMap((f) => objectRefusals(f.fields, load(f.file), f.file, slugs)),
      ...serviceFiles.flatMap((f) =>
        objectRefusals(services.fields, load(`data/services/${f}`), `data/services/${f}`, slugs),
      ),
    ];
    expect(problems).toEqual([]);
  });
});

describe(CONFIG_PATH, () => {
  const file = path.join(root, CONFIG_PATH);
  const generated = renderConfigYaml(config);
  if (process.env.CMS_WRITE_CONFIG === "1") fs.writeFileSync(file, generated);

  it("is what src/lib/cms/config.ts generates (regenerate: CMS_WRITE_CONFIG=1 npx jest src/lib/cms)", () => {
    expect(fs.readFileSync(file, "utf8")).toBe(generated);
  });

  it("reads back as the same configuration, with the shared sections resolved", () => {
    expect(yaml.load(generated)).toEqual(JSON.parse(JSON.stringify(config)));
  });

  it("edits through decap-server locally, and on the live site logs in through the site's own GitHub OAuth Functions", () => {
    expect(config).toMatchObject({
      local_backend: true,
      publish_mode: "editorial_workflow",
      show_preview_links: true,
      backend: {
        name: "github",
        repo: DEFAULT_CMS_REPO,
        branch: "main",
        base_url: "https://www.harbouraiseo.com.au",
        auth_endpoint: "api/cms/auth",
        api_root: "https://api.github.com",
      },
      media_folder: "static/social",
      public_folder: "/social",
    });
    expect(generated).not.toMatch(/git-gateway|identity/i);
  });
});

describe("a draft's preview", () => {
  const previewOf = (name: string): string[] => {
    const c = collection(name);
    return "files" in c ? c.files.map((f) => f.preview_path) : [c.preview_path];
  };

  it("opens every page at its own address on the draft's Deploy Preview, relative and with the trailing slash the site serves", () => {
    expect(previewOf("pages")).toEqual(STATIC_PAGES.map((p) => (p.path === "/" ? "" : `${p.path.slice(1)}/`)));
    expect(pages.files.find((f) => f.name === "about")?.preview_path).toBe("about/");
    expect(pages.files.find((f) => f.name === "home")?.preview_path).toBe("");
  });

  it("opens a service, an article and a case study at the page the build makes from its file name", () => {
    expect(previewOf("services")).toEqual(["services/{{slug}}/"]);
    expect(previewOf("insights")).toEqual(["insights/{{slug}}/"]);
    expect(previewOf("case-studies")).toEqual(["case-studies/{{slug}}/"]);
  });

  it("opens the team on About, the client logos and the site settings on the home page", () => {
    expect(previewOf("people")).toEqual(["about/", ""]);
    expect(previewOf("settings")).toEqual([""]);
  });

  it("gives every collection and file a preview path, so no View preview falls back to the preview's home page unasked", () => {
    const missing = config.collections.flatMap((c) =>
      "files" in c
        ? c.files.filter((f) => typeof f.preview_path !== "string").map((f) => `${c.name}/${f.name}`)
        : typeof c.preview_path === "string"
          ? []
          : [c.name],
    );
    expect(missing).toEqual([]);
  });

  it("writes previewPath as Decap joins it to the Deploy Preview's address", () => {
    expect(["/", "/about", "/services/local-seo/", "//x//"].map(previewPath)).toEqual([
      "",
      "about/",
      "services/local-seo/",
      "x/",
    ]);
  });
});

describe("the CMS backend a build writes", () => {
  const site = "https://www.example.com.au/";

  it("saves to the repository Netlify builds from, on main, unless told otherwise", () => {
    expect(githubBackend(site, { REPOSITORY_URL: "https://github.com/agency/site" })).toEqual({
      name: "github",
      repo: "agency/site",
      branch: "main",
      base_url: "https://www.example.com.au",
      auth_endpoint: "api/cms/auth",
      api_root: "https://api.github.com",
    });
    expect(githubBackend(site, { REPOSITORY_URL: "git@github.com:agency/site.git" }).repo).toBe("agency/site");
  });

  it("names the Deploy Preview's commit status only when CMS_PREVIEW_CONTEXT says which", () => {
    expect(githubBackend(site, {})).not.toHaveProperty("preview_context");
    expect(githubBackend(site, { CMS_PREVIEW_CONTEXT: " " })).not.toHaveProperty("preview_context");
    expect(githubBackend(site, { CMS_PREVIEW_CONTEXT: "netlify/harbour-ai-seo/deploy-preview" }).preview_context).toBe(
      "netlify/harbour-ai-seo/deploy-preview",
    );
  });

  it("takes CMS_GITHUB_REPO, CMS_GITHUB_BRANCH and CMS_GITHUB_API_ROOT (GitHub Enterprise) over the defaults", () => {
    const env = {
      REPOSITORY_URL: "https://github.com/agency/site",
      CMS_GITHUB_REPO: "agency/content",
      CMS_GITHUB_BRANCH: "editors",
      CMS_GITHUB_API_ROOT: "https://git.example.com/api/v3/",
    };
    expect(githubBackend(site, env)).toMatchObject({
      repo: "agency/content",
      branch: "editors",
      api_root: "https://git.example.com/api/v3",
    });
  });

  it("falls back to the default repository with no setting", () => {
    expect(githubBackend(site, {}).repo).toBe(DEFAULT_CMS_REPO);
    expect(repoFromUrl("not a url")).toBeUndefined();
  });
});

describe("static/admin/index.html", () => {
  const html = fs.readFileSync(path.join(root, "static/admin/index.html"), "utf8");

  it("loads the Decap bundle, then the site's additions to it, and the generated config from /admin/", () => {
    expect(html.indexOf('<script src="/admin/decap-cms.js"></script>')).toBeGreaterThan(0);
    expect(html.indexOf('<script src="/admin/admin.js"></script>')).toBeGreaterThan(
      html.indexOf('<script src="/admin/decap-cms.js"></script>'),
    );
    expect(html).toMatch(/<link href="\/admin\/config\.yml" type="text\/yaml" rel="cms-config-url"/);
  });

  it("keeps the editor out of search results", () => {
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
  });
});

describe("before each save", () => {
  // Decap's own Immutable.js, which its entries are made of.
  let fromJS: (value: unknown) => DecapCollection;
  beforeAll(async () => {
    const immutablePath = require.resolve("immutable", {
      paths: [path.dirname(require.resolve("decap-cms/package.json"))],
    });
    ({ fromJS } = (await import(immutablePath)) as { fromJS: (value: unknown) => DecapCollection });
  });
  const preSave = (data: unknown) => (dropEmptyFields(fromJS(data)) as DecapCollection).toJS();

  it("drops cleared optional fields and emptied optional lists at any depth", () => {
    const data = {
      path: "/about",
      seo: { title: "About", description: "Text", imageAlt: "", image: null },
      sections: [
        { type: "hero", heading: "Hi", eyebrow: "  ", actions: [] },
        { type: "featureCards", items: [{ title: "A", description: "B", aiFeature: "", points: [] }] },
      ],
    };
    expect(preSave(data)).toEqual({
      path: "/about",
      seo: { title: "About", description: "Text" },
      sections: [
        { type: "hero", heading: "Hi" },
        { type: "featureCards", items: [{ title: "A", description: "B" }] },
      ],
    });
  });

  it("keeps the file's own lists even when empty, and every value that is set", () => {
    const data = {
      name: "Agency",
      redirects: [],
      figures: [{ name: "x", value: "0" }],
      noindex: false,
      points: ["a", "b"],
    };
    expect(preSave(data)).toEqual(data);
  });
});
