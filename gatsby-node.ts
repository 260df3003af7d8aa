import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { formatProblem } from "./src/lib/content/problems";
import { projectContent, validateProject } from "./src/lib/project/build";
import { publicationNote } from "./src/lib/content/publication";
import type { ParsedContent } from "./src/lib/content/parse";
import { collectionOf } from "./src/lib/content/collections";
import { confirmationWording, databaseUrl } from "./src/lib/leads/build";
import { normalisePath, servicePages, toHref } from "./src/lib/content/pages";
import { graphqlInterfaces, graphqlObjectTypes, graphqlTypes } from "./src/lib/content/derive-graphql";
import {
  articleSchema,
  authorsSchema,
  clientsSchema,
  pageSchema,
  serviceSchema,
  siteCheckSchema,
  siteSchema,
} from "./src/lib/content/schema";
import { imageSize } from "image-size";
import {
  CASE_STUDIES_PATH,
  caseStudyCard,
  caseStudyNodeData,
  caseStudyNodeSchema,
  caseStudyPath,
  newestCaseStudies,
  teamPath,
} from "./src/lib/case-studies/build";
import { articlePath, indexPages, latest, relatedForEach, slugOfFile } from "./src/lib/insights/build";
import { buildActionBarScript, buildMenuScript } from "./src/lib/build/inline-scripts";
import { buildIslands } from "./src/islands/build";
import { buildFontSubsets } from "./src/lib/build/font-subsets";
import { FONT_FACES_CSS, FONTS_DIR, fontFaceCss } from "./src/components/ui/fonts";
import { gatsbyScriptFiles } from "./src/lib/build/framework-scripts";
import { externalPackages } from "./src/lib/build/browser-bundle";
import { POST_BUILD_STEPS, runPostBuild } from "./src/lib/compose";
import { buildFingerprint, recordFingerprint, startCleanIfChanged } from "./src/lib/build/fingerprint";
import { noteMemory } from "./src/lib/build/step";
import { NO_FUNCTION_DATA, writeFunctionData } from "./src/lib/build/function-data";
import { SITE_URL } from "./src/lib/site-url";
import { STATIC_PAGES, staticPageAt } from "./src/lib/content/static-pages";
import { interestOptionsFromContent } from "./src/lib/contact/build";
import { buildPageDates } from "./src/lib/seo/build";
import { reportPageRewrite, siteCheckCopy, siteCheckDesign, siteCheckWords } from "./src/lib/site-check/build";

/**
 * Secrets the Functions read at request time (the contact form's email provider key, the CMS
 * login's OAuth client secret). Gatsby bakes every environment variable of the build into
 * compiled Functions wherever code says `process.env.NAME` (the Resend SDK does, as a fallback),
 * so the build must never hold them. onPreInit runs before Functions are
 * compiled. Keep secrets in the host's runtime environment, never in a committed .env file.
 */
const RUNTIME_SECRETS = ["RESEND_API_KEY", "GITHUB_OAUTH_CLIENT_SECRET"];

export const onPreInit: GatsbyNode["onPreInit"] = ({ reporter }) => {
  for (const name of RUNTIME_SECRETS) Reflect.deleteProperty(process.env, name);
  // Before Gatsby reads its cache: a build unlike the last one here starts from nothing (src/lib/build/fingerprint.ts).
  if (process.env.gatsby_executing_command === "build")
    startCleanIfChanged(__dirname, buildFingerprint(__dirname, process.env), (message) => {
      reporter.info(message);
    });
  // What the Functions read from data/, written where they import it (src/lib/content/function-data.ts)
  // before Gatsby compiles them: Functions compile before onPreBootstrap.
  let project: ParsedContent | undefined;
  try {
    project = content();
  } catch {
    // data/site.yaml does not parse: validation, which runs next, stops the build naming the field.
  }
  writeFunctionData(
    __dirname,
    project
      ? {
          // The contact form's interest options from the service files (src/lib/contact/interests.ts).
          interestOptions: interestOptionsFromContent(project),
          // How a visitor reaches the agency when nothing could keep their message (the Function's 503).
          reachUs: { phone: project.site.contact.phone, email: project.site.contact.email },
          // The enquirer's confirmation email, worded in data/site.yaml (src/lib/leads/notify/confirmation.ts).
          confirmation: project.site.confirmation
            ? confirmationWording(project.site.confirmation, project.site.contact)
            : null,
          // The AI search check's wording, for the report page its Function answers without JavaScript (src/lib/site-check/report-page.ts).
          siteCheckCopy: siteCheckCopy(project) ?? null,
          // The report's verdicts, groups, prices and strategist slot (src/lib/site-check/report-design.ts).
          siteCheckDesign: siteCheckDesign(project) ?? null,
          // Its findings' words (data/site-check.yaml), which the Function needs to report anything (src/lib/site-check/handler.ts).
          siteCheckWords: siteCheckWords(project) ?? null,
          // What AI agents read about its MCP tools (data/site-check.yaml, agents: src/lib/site-check/mcp.ts).
          siteCheckAgents: project.siteCheck?.agents ?? null,
        }
      : NO_FUNCTION_DATA,
  );
  // A Netlify deployment without a database keeps no enquiries: only the email path (docs/leads.md, Where leads go).
  if (process.env.NETLIFY === "true" && !databaseUrl(process.env)) {
    reporter.warn(
      "Neither DATABASE_URL nor NETLIFY_DATABASE_URL is set: the deployed contact Function will email enquiries without keeping them, and an enquiry the email provider refuses is lost. Set DATABASE_URL (README, Where leads go).",
    );
  }
};

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  // Once a build: the instant it publishes as of, when that is not simply now (src/lib/content/publication.ts).
  const note = publicationNote(process.env);
  if (note) reporter.info(note);
  const problems = validateProject(__dirname);
  for (const warning of problems.filter((p) => p.severity === "warning")) reporter.warn(formatProblem(warning));
  const errors = problems.filter((p) => p.severity === "error");
  if (errors.length > 0) {
    reporter.panicOnBuild(
      `The content in data/ has ${errors.length} problem${errors.length > 1 ? "s" : ""}; fix ${errors.length > 1 ? "them" : "it"} and build again:\n` +
        errors.map((e) => `  - ${formatProblem(e)}`).join("\n"),
    );
  }
  noteMemory({ env: process.env, reporter }, "validating data/");
};

/** data/ parsed (src/lib/content/parse.ts) once for the whole process, shared by every hook and the steps after the build (src/lib/project/once.ts). */
const content = (): ParsedContent => projectContent(__dirname);

/** Each page's date (lastmod), by address, read from git once a build (src/lib/seo/dates.ts); the build says once when it has none. */
const dates = (reporter: { warn(message: string): void }): Map<string, string> =>
  buildPageDates(__dirname, content(), (message) => reporter.warn(message));
/** A page's context with its date, when it has one: its WebPage's dateModified and the sitemap's lastmod (gatsby-config.ts). */
const dated = (
  reporter: { warn(message: string): void },
  pagePath: string,
  context: Record<string, unknown>,
): Record<string, unknown> => {
  const lastmod = dates(reporter).get(pagePath);
  return lastmod ? { ...context, lastmod } : context;
};

/** Gatsby's node type for each YAML file in data/ (src/lib/content/collections.ts names the files). */
const NODE_TYPES = {
  site: "SiteYaml",
  pages: "PageYaml",
  services: "ServiceYaml",
  authors: "AuthorsYaml",
  clients: "ClientsYaml",
  "site-check": "SiteCheckYaml",
} as const;

/** The parsed content (figures filled) of the YAML file `relative` to the project, as its node's fields. */
function yamlNode(relative: string): { type: string; data: object } | undefined {
  const collection = collectionOf(relative.replace(/^data\//, ""))?.name;
  if (collection === undefined || !(collection in NODE_TYPES)) return undefined;
  // One parse for every file (parsed again only once data/ changes, as `gatsby develop` sees an edit).
  const { site, pages, services, authors, clients, siteCheck } = content();
  const type = NODE_TYPES[collection as keyof typeof NODE_TYPES];
  if (collection === "site") return { type, data: site };
  if (collection === "authors") return { type, data: { authors } };
  if (collection === "clients") return { type, data: { clients } };
  if (collection === "site-check") return siteCheck && { type, data: siteCheck };
  const data = [...pages, ...services].find((f) => f.file === relative)?.data;
  return data && { type, data };
}

/** Declared, never inferred: the build fails loudly if YAML and components drift apart. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  // Copy may write a repeated figure as {{name}}: the parser (src/lib/content/parse.ts) fills in
  // the value from data/site.yaml wherever the content model marks copy, which @figures names.
  actions.createFieldExtension({ name: "figures", extend: () => ({}) });
  // The node types and everything in them, from the content model (src/lib/content/schema/).
  const nodes = [
    siteSchema,
    pageSchema,
    serviceSchema,
    authorsSchema,
    clientsSchema,
    siteCheckSchema,
    caseStudyNodeSchema,
  ];
  actions.createTypes(graphqlTypes(nodes));
  // A logo's size, read from its file, so a page reserves its box before it loads (SVG or PNG).
  actions.createTypes(`
    type ImageDimensions {
      width: Int!
      height: Int!
    }
  `);
  // A page's sections are the interface Section, one type per section type (SectionHero); a
  // section is told apart by its `type`, as it is not a node with an internal.type.
  actions.createTypes(
    graphqlInterfaces(nodes).map(({ name, resolveType }) =>
      schema.buildInterfaceType({ name, fields: {}, resolveType }),
    ),
  );
  // Articles (data/insights/*.md): gatsby-transformer-remark's node, with the front matter from the same content model.
  actions.createTypes(graphqlObjectTypes([articleSchema]));
  actions.createTypes(`
    type MarkdownRemarkFields {
      slug: String!
    }
    type MarkdownRemark implements Node {
      frontmatter: MarkdownRemarkFrontmatter!
      fields: MarkdownRemarkFields!
    }
  `);
};

/** A File's intrinsic size, for logos (SVG or PNG) that sharp does not process. */
/** Gatsby types its resolver and webpack helpers as bare `Function`s; these are their documented shapes. */
type AddResolvers = (resolvers: Record<string, Record<string, unknown>>) => void;
type DefinePlugin = (definitions: Record<string, string>) => unknown;

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  const add = createResolvers as AddResolvers;
  add({
    File: {
      dimensions: {
        type: "ImageDimensions",
        resolve(source: { absolutePath?: string; extension?: string }) {
          if (!source.absolutePath || !["svg", "png", "jpg", "jpeg", "webp"].includes(source.extension ?? ""))
            return null;
          const { width, height } = imageSize(fs.readFileSync(source.absolutePath));
          return { width, height };
        },
      },
    },
  });
};

/** Each case study (data/case-studies/, read by the site's own parser, not as an article) becomes a CaseStudy node. */
export const sourceNodes: GatsbyNode["sourceNodes"] = ({ actions, createNodeId, createContentDigest }) => {
  for (const study of content().caseStudies) {
    const data = caseStudyNodeData(study);
    void actions.createNode({
      ...data,
      id: createNodeId(`CaseStudy ${study.slug}`),
      parent: null,
      children: [],
      internal: { type: "CaseStudy", contentDigest: createContentDigest(data) },
    });
  }
};

/**
 * Each YAML file in data/ becomes its node from the parsed content (src/lib/content/parse.ts), as
 * gatsby-transformer-yaml's would from the raw YAML; an article's slug is its file's name:
 * data/insights/local-seo.md is /insights/local-seo/.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, actions, createNodeId, createContentDigest }) => {
  if (node.internal.type === "File" && typeof node.absolutePath === "string") {
    const made = yamlNode(path.relative(__dirname, node.absolutePath).split(path.sep).join("/"));
    if (!made) return;
    const child = {
      ...made.data,
      id: createNodeId(`${node.id} ${made.type}`),
      parent: node.id,
      children: [],
      internal: { type: made.type, contentDigest: createContentDigest(made.data) },
    };
    void actions.createNode(child);
    actions.createParentChildLink({ parent: node, child });
    return;
  }
  if (node.internal.type !== "MarkdownRemark" || typeof node.fileAbsolutePath !== "string") return;
  actions.createNodeField({ node, name: "slug", value: slugOfFile(node.fileAbsolutePath.split(path.sep).join("/")) });
};

/**
 * What the HTML render names, made before it: the only JavaScript pages carry, built by esbuild
 * (the menus' script, which gatsby-ssr.tsx writes into every page, and each island's bundle in
 * public/_islands/, whose address its loader names: src/islands/), and the brand faces cut to the
 * site's characters in public/_fonts/ (src/lib/build/font-subsets.ts); and Gatsby's own script
 * files, which gatsby-ssr.tsx leaves off every page (src/lib/build/framework-scripts.ts).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = async ({
  stage,
  actions,
  plugins,
  reporter,
}) => {
  if (stage === "build-html") noteMemory({ env: process.env, reporter }, "bundling the JavaScript");
  // No page loads Gatsby's own scripts (see below; the islands and the menus' script are bundled and
  // minified apart), so neither their source maps nor their minification serve anyone: without
  // them a cold build takes 51 s instead of 58 here.
  if (stage === "build-javascript")
    actions.setWebpackConfig({
      devtool: false,
      optimization: { minimize: false },
      externals: [externalPackages],
      cache: false,
    });
  // The HTML renderer's source map only makes a rendering error's stack name the source file.
  if (stage === "build-html") actions.setWebpackConfig({ devtool: false, cache: false });
  if (stage === "build-html" || stage === "develop-html") {
    const islands = await buildIslands(__dirname, path.join(__dirname, "public"));
    const fonts = await buildFontSubsets(__dirname, path.join(__dirname, "public"));
    fs.writeFileSync(path.join(__dirname, "public", FONTS_DIR, FONT_FACES_CSS), fontFaceCss(fonts));
    // The build's JavaScript is bundled by now, and its stats name Gatsby's script files.
    const stats = path.join(__dirname, "public", "webpack.stats.json");
    const gatsbyScripts =
      stage === "build-html" ? [...gatsbyScriptFiles(JSON.parse(fs.readFileSync(stats, "utf8")))] : "all";
    actions.setWebpackConfig({
      plugins: [
        (plugins.define as DefinePlugin)({
          __MENU_SCRIPT__: JSON.stringify(buildMenuScript(__dirname)),
          __ACTION_BAR_SCRIPT__: JSON.stringify(buildActionBarScript(__dirname)),
          __ISLAND_SCRIPTS__: JSON.stringify(islands),
          __FONT_FILES__: JSON.stringify(fonts),
          __GATSBY_SCRIPTS__: JSON.stringify(gatsbyScripts),
        }),
      ],
    });
  }
};

/**
 * Each stub in src/pages gets its route from STATIC_PAGES (src/lib/content/static-pages.ts) as
 * `$route`, which its query looks the page's file up by; a stub the list does not name stops the build.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions, reporter }) => {
  if (!page.component.startsWith(path.join(__dirname, "src", "pages") + path.sep)) return;
  const entry = staticPageAt(page.path);
  if (!entry) {
    reporter.panicOnBuild(
      `${path.relative(__dirname, page.component)} makes the page ${page.path}, which STATIC_PAGES in src/lib/content/static-pages.ts does not list; add it there (${STATIC_PAGES.map((p) => p.path).join(", ")})`,
    );
    return;
  }
  if (page.context?.route === entry.path) return;
  actions.deletePage(page);
  actions.createPage({ ...page, context: dated(reporter, toHref(entry.path), { ...page.context, route: entry.path }) });
};

export const createPages: GatsbyNode["createPages"] = ({ actions, reporter }) => {
  const { site, services, articles: parsedArticles, caseStudies, people } = content();
  // Drafts are not even read by `gatsby build` (gatsby-config.ts) nor parsed for it (parseProject).
  const articles = parsedArticles.map((a) => ({
    slug: a.slug,
    date: a.data.date,
    updated: a.data.updated,
    services: a.data.services,
  }));
  const component = path.resolve(__dirname, "src/templates/service.tsx");
  for (const page of servicePages(services.map((s) => s.data.slug).sort())) {
    // Up to three of the newest articles about the service, listed on its page.
    // Its newest case study, when it has one (the context is unchanged without: no trace of case studies).
    const [study] = newestCaseStudies(caseStudies, 1, page.context.slug);
    actions.createPage({
      path: page.path,
      component,
      context: dated(reporter, page.path, {
        ...page.context,
        insights: latest(articles, 3, page.context.slug).map((a) => a.slug),
        ...(study ? { caseStudy: caseStudyCard(study) } : {}),
      }),
    });
  }
  // Case studies, and their index, only once there is one.
  if (site.ui.caseStudies && caseStudies.length > 0) {
    actions.createPage({
      path: CASE_STUDIES_PATH,
      component: path.resolve(__dirname, "src/templates/case-studies-index.tsx"),
      context: dated(reporter, CASE_STUDIES_PATH, {}),
    });
    const template = path.resolve(__dirname, "src/templates/case-study.tsx");
    for (const study of caseStudies)
      actions.createPage({
        path: caseStudyPath(study.slug),
        component: template,
        context: dated(reporter, caseStudyPath(study.slug), { slug: study.slug }),
      });
  }
  // A profile for each person of the team (an author with a photo), with their articles.
  if (site.ui.team) {
    const template = path.resolve(__dirname, "src/templates/person.tsx");
    for (const person of people) {
      const context = {
        key: person.key,
        articles: parsedArticles.filter((a) => a.data.author === person.key).map((a) => a.slug),
      };
      actions.createPage({
        path: teamPath(person.key),
        component: template,
        context: dated(reporter, teamPath(person.key), context),
      });
    }
  }
  if (site.ui.insights) {
    const indexTemplate = path.resolve(__dirname, "src/templates/insights-index.tsx");
    for (const { path: pagePath, ...context } of indexPages(articles))
      actions.createPage({ path: pagePath, component: indexTemplate, context: dated(reporter, pagePath, context) });
    const articleTemplate = path.resolve(__dirname, "src/templates/article.tsx");
    const more = relatedForEach(articles, 2);
    for (const article of articles) {
      const context = { slug: article.slug, more: (more.get(article.slug) ?? []).map((a) => a.slug) };
      actions.createPage({
        path: articlePath(article.slug),
        component: articleTemplate,
        context: dated(reporter, articlePath(article.slug), context),
      });
    }
  }

  // Each old address twice: a permanent redirect for hosts that support them (the Netlify adapter
  // makes it a 301), and a page at the old path for those that do not (gatsby serve, plain hosts).
  const redirectPage = path.resolve(__dirname, "src/templates/redirect.tsx");
  for (const { from, to } of site.redirects) {
    const target = toHref(to);
    for (const fromPath of new Set([normalisePath(from), toHref(from)])) {
      actions.createRedirect({ fromPath, toPath: target, isPermanent: true, force: true });
    }
    actions.createPage({ path: toHref(from), component: redirectPage, context: { to } });
  }
  // A kept AI search check report's page is drawn by its Function (src/lib/site-check/report-frame.ts).
  actions.createRedirect({ ...reportPageRewrite(__dirname), force: false });
  noteMemory({ env: process.env, reporter }, "creating the pages");
};

/** The build's last steps, in the order src/lib/compose/post-build.ts states. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter }) => {
  noteMemory({ env: process.env, reporter }, "writing the pages' HTML");
  try {
    await runPostBuild(POST_BUILD_STEPS, {
      rootDir: __dirname,
      publicDir: path.join(__dirname, "public"),
      siteUrl: SITE_URL,
      content: content(),
      pageDates: dates(reporter),
      env: process.env,
      reporter,
    });
    recordFingerprint(__dirname, buildFingerprint(__dirname, process.env));
  } catch (error) {
    reporter.panicOnBuild(error instanceof Error ? error.message : String(error));
  }
};
