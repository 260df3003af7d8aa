import fs from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { formatProblem } from "./src/lib/content/validate";
import { loadProject, validateProject } from "./src/lib/content/load";
import { isObj } from "./src/lib/content/validate";
import { CARD_DIR, cardPath, pageCards } from "./src/lib/seo/social-card";
import { cardFonts, renderCard } from "./src/lib/seo/social-card-render";
import { normalisePath, servicePages, toHref } from "./src/lib/content/pages";
import { robotsTxt, webManifest } from "./src/lib/seo/site-files";
import { fillFigures, figureMap, type Figures } from "./src/lib/content/figures";
import { graphqlTypes } from "./src/lib/content/derive-graphql";
import { pageSchema, serviceSchema, siteSchema } from "./src/lib/content/schema";
import { buildMenuScript } from "./src/lib/menu-script";
import { htmlPages, writePagePolicies } from "./src/lib/seo/csp";
import { deferFrameworkScripts } from "./src/lib/page-scripts";
import { copyDecapBundle, decapDistDir } from "./src/lib/cms/copy-bundle";
import { cmsConfig, githubBackend, renderConfigYaml } from "./src/lib/cms/config";
import { ADMIN_SCRIPT, buildAdminScript, contentSnapshot, SNAPSHOT_FILE } from "./src/lib/cms/admin-bundle";

/**
 * Secrets the Functions read at request time (the contact form's email provider key, the CMS
 * login's OAuth client secret). Gatsby bakes every environment variable of the build into
 * compiled Functions wherever code says `process.env.NAME` (the Resend SDK does, as a fallback),
 * so the build must never hold them. onPreInit runs before Functions are
 * compiled. Keep secrets in the host's runtime environment, never in a committed .env file.
 */
const RUNTIME_SECRETS = ["RESEND_API_KEY", "GITHUB_OAUTH_CLIENT_SECRET"];

export const onPreInit: GatsbyNode["onPreInit"] = () => {
  for (const name of RUNTIME_SECRETS) delete process.env[name];
};

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = validateProject(__dirname);
  for (const warning of problems.filter((p) => p.severity === "warning")) reporter.warn(formatProblem(warning));
  const errors = problems.filter((p) => p.severity === "error");
  if (errors.length > 0) {
    reporter.panicOnBuild(
      `The content in data/ has ${errors.length} problem${errors.length > 1 ? "s" : ""}; fix ${errors.length > 1 ? "them" : "it"} and build again:\n` +
        errors.map((e) => `  - ${formatProblem(e)}`).join("\n"),
    );
  }
};

/** Declared, never inferred: the build fails loudly if YAML and components drift apart. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  // Copy may write a repeated figure as {{name}}; the value comes from figures in data/site.yaml.
  actions.createFieldExtension({
    name: "figures",
    extend: () => ({
      async resolve(source: Record<string, unknown>, _args: unknown, context: FigureContext, info: { fieldName: string }) {
        const value = source[info.fieldName];
        if (value === undefined || value === null) return value;
        // Once per query (Gatsby makes a context per query run), not once per field of every node.
        context.figures ??= context.nodeModel.findOne({ type: "SiteYaml", query: {} }).then((site) => figureMap(site?.figures));
        const figures = await context.figures;
        const fill = (v: unknown) => (typeof v === "string" ? fillFigures(v, figures) : v);
        return Array.isArray(value) ? value.map(fill) : fill(value);
      },
    }),
  });
  // The node types and everything in them, from the content model (src/lib/content/schema.ts).
  actions.createTypes(graphqlTypes([siteSchema, pageSchema, serviceSchema]));
};

interface FigureContext {
  nodeModel: { findOne(args: { type: string; query: object }): Promise<{ figures?: Array<{ name: string; value: string }> } | null> };
  figures?: Promise<Figures>;
}

/**
 * Modules named `x.client` have a twin `x.server` for the HTML build: the browser bundle gets
 * only what the browser must run (see chrome.server.tsx and registry.server.tsx).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  if (stage === "build-html" || stage === "develop-html") {
    actions.setWebpackConfig({
      plugins: [
        plugins.normalModuleReplacement(/\.client$/, (resource: { request: string }) => {
          resource.request = resource.request.replace(/\.client$/, ".server");
        }),
        // The menus' script, which gatsby-ssr.tsx writes into every page.
        plugins.define({ __MENU_SCRIPT__: JSON.stringify(buildMenuScript(__dirname)) }),
      ],
    });
  }
};

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<Queries.ServiceSlugsQuery>(`
    query ServiceSlugs {
      allServiceYaml(sort: { slug: ASC }) {
        nodes {
          slug
        }
      }
      siteYaml {
        redirects {
          from
          to
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the services in data/services/", result.errors);
    return;
  }
  const component = path.resolve(__dirname, "src/templates/service.tsx");
  for (const page of servicePages(result.data.allServiceYaml.nodes.map((n) => n.slug))) {
    actions.createPage({ path: page.path, component, context: page.context });
  }

  // Each old address twice: a permanent redirect for hosts that support them (the Netlify adapter
  // makes it a 301), and a page at the old path for those that do not (gatsby serve, plain hosts).
  const redirectPage = path.resolve(__dirname, "src/templates/redirect.tsx");
  for (const { from, to } of result.data.siteYaml?.redirects ?? []) {
    const target = toHref(to);
    for (const fromPath of new Set([normalisePath(from), toHref(from)])) {
      actions.createRedirect({ fromPath, toPath: target, isPermanent: true, force: true });
    }
    actions.createPage({ path: toHref(from), component: redirectPage, context: { to } });
  }
};

/** robots.txt and the web app manifest, built from gatsby-config's siteUrl and data/site.yaml. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<Queries.SiteFilesQuery>(`
    query SiteFiles {
      site {
        siteMetadata {
          siteUrl
        }
      }
      siteYaml {
        name
        shortName
        description
      }
    }
  `);
  const siteUrl = result.data?.site?.siteMetadata?.siteUrl;
  const site = result.data?.siteYaml;
  if (!siteUrl || !site) {
    reporter.panicOnBuild("Could not read siteUrl or data/site.yaml to write robots.txt and the manifest");
    return;
  }
  const publicDir = path.join(__dirname, "public");
  fs.writeFileSync(path.join(publicDir, "robots.txt"), robotsTxt(siteUrl));
  fs.writeFileSync(path.join(publicDir, "manifest.webmanifest"), JSON.stringify(webManifest(site), null, 2));
  // The CMS at /admin/: Decap's prebuilt bundle beside static/admin/'s index.html and config.yml,
  // and the site's preview templates and save check with the content they check against.
  const adminDir = path.join(publicDir, "admin");
  copyDecapBundle(decapDistDir(__dirname), adminDir);
  fs.writeFileSync(path.join(adminDir, ADMIN_SCRIPT), await buildAdminScript(__dirname));
  fs.writeFileSync(path.join(adminDir, SNAPSHOT_FILE), JSON.stringify(contentSnapshot(__dirname)));
  // The CMS login's repository, branch and API from this build's environment (CONTENT.md).
  const backend = githubBackend(siteUrl, process.env);
  fs.writeFileSync(path.join(adminDir, "config.yml"), renderConfigYaml(cmsConfig(backend)));
  if (process.env.NETLIFY === "true" && !process.env.CMS_GITHUB_REPO && !process.env.REPOSITORY_URL) {
    reporter.warn(`The CMS will save to ${backend.repo}: set CMS_GITHUB_REPO to the site's repository (CONTENT.md).`);
  }
  // Each indexable page's social card (src/lib/seo/social-card.ts), drawn from its YAML; the log
  // says how long they took ("Drawing social cards").
  const drawing = reporter.activityTimer("Drawing social cards");
  drawing.start();
  const { content } = loadProject(__dirname);
  const siteFigures = isObj(content.site.data) && Array.isArray(content.site.data.figures) ? (content.site.data.figures as Array<{ name: string; value: string }>) : [];
  const fonts = cardFonts(__dirname);
  const cards = pageCards(content, siteUrl, figureMap(siteFigures));
  fs.mkdirSync(path.join(publicDir, CARD_DIR), { recursive: true });
  await Promise.all(cards.map(async (card) => fs.writeFileSync(path.join(publicDir, cardPath(card.route)), await renderCard(card.text, fonts))));
  drawing.setStatus(`${cards.length} cards`);
  drawing.end();
  // Pages with an interactive island load the framework when the visitor reaches for one.
  for (const { file } of htmlPages(publicDir)) {
    const html = fs.readFileSync(file, "utf8");
    const deferred = deferFrameworkScripts(html);
    if (deferred !== html) fs.writeFileSync(file, deferred);
  }
  // Last: hashes the inline scripts of the HTML as shipped.
  writePagePolicies(publicDir);
};
