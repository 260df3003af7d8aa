import path from "node:path";
import type { GatsbyConfig } from "gatsby";
import { netlifyAdapter } from "./src/lib/build/netlify-adapter";
import { adminPolicy, sitemapEntry, sitemapExcludes } from "./src/lib/seo/build";
import { adminDevServer, githubBackend } from "./src/lib/cms/build";
import { TEAM_PAGE_HEADERS } from "./src/lib/leads/build";
import { SITE_URL } from "./src/lib/site-url";
import { loadProject, projectContent } from "./src/lib/project/build";
import { FEED_PATH, feedChannel, feedItems, unpublishedFiles } from "./src/lib/insights/build";

/**
 * Articles this run does not publish, which the build never reads (so no page, list, feed or
 * sitemap has them): drafts (`gatsby develop` shows them) and those scheduled after the build's
 * instant (src/lib/content/publication.ts).
 */
const { content } = loadProject(__dirname);
const unpublished = unpublishedFiles(__dirname, content, process.env);
const siteData = content.site.data as { name: string; description: string; ui?: { insights?: { feed: string } } };

interface ArticleNodes {
  allMarkdownRemark: {
    nodes: Array<{
      fields: { slug: string };
      frontmatter: {
        title: string;
        description: string;
        date: string;
        updated: string | null;
        author: string;
        services: Array<{ slug: string }>;
      };
    }>;
  };
  authorsYaml: { authors: Array<{ key: string; name: string }> } | null;
}
const ARTICLES_QUERY = `
  allMarkdownRemark {
    nodes {
      fields { slug }
      frontmatter { title description date updated author services { slug } }
    }
  }
  authorsYaml { authors { key name } }
`;
const feedArticles = (data: ArticleNodes) =>
  data.allMarkdownRemark.nodes.map(({ fields, frontmatter: f }) => ({
    slug: fields.slug,
    title: f.title,
    description: f.description,
    date: f.date,
    updated: f.updated,
    authorName: data.authorsYaml?.authors.find((a) => a.key === f.author)?.name ?? f.author,
    services: f.services.map((s) => s.slug),
  }));

export const siteUrl = SITE_URL;

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  trailingSlash: "always",
  // Pages are the server's HTML (most load no framework; see docs/architecture.md, How a page loads), so
  // `gatsby develop` must send that HTML too, as the build does; without it every page is blank.
  flags: { DEV_SSR: true },
  // The CMS at /admin/ (src/lib/cms/admin-bundle.ts).
  developMiddleware: (app: { use(handler: ReturnType<typeof adminDevServer>): void }) =>
    app.use(adminDevServer(__dirname)),
  // Netlify's adapter; its Functions go to Netlify's build bundled already (src/lib/build/netlify-adapter.ts).
  adapter: netlifyAdapter(),
  headers: [
    {
      // Each page's Content-Security-Policy is written after the build, with the hashes of the
      // inline scripts it ships (src/lib/seo/csp.ts).
      source: "/*",
      // Lower case, as Gatsby writes its own defaults: a key spelt alike replaces the default
      // (Referrer-Policy's same-origin), where another case would send both and Netlify's build warns.
      headers: [
        { key: "x-content-type-options", value: "nosniff" },
        { key: "referrer-policy", value: "strict-origin-when-cross-origin" },
        {
          key: "permissions-policy",
          value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
        },
        { key: "x-frame-options", value: "DENY" },
        { key: "strict-transport-security", value: "max-age=31536000; includeSubDomains" },
      ],
    },
    {
      source: "/admin/*",
      headers: [
        { key: "Content-Security-Policy", value: adminPolicy(githubBackend(SITE_URL, process.env).api_root) },
        { key: "X-Robots-Tag", value: "noindex" },
      ],
    },
    {
      // The team's page of enquiries: its own, strict policy in place of the CMS's (more specific, so it wins).
      source: "/admin/leads/*",
      headers: Object.entries(TEAM_PAGE_HEADERS).map(([key, value]) => ({ key, value })),
    },
  ],
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      // Case studies' Markdown is the site's own to read (src/lib/case-studies/), not an article's: no MarkdownRemark node for it.
      options: {
        name: "data",
        path: path.join(__dirname, "data"),
        ignore: [...unpublished, "**/case-studies/*.md", "**/case-studies/*.csv"],
      },
    },
    // People's photos (data/team/) processed at build into the sizes and formats pages need; pages
    // draw them as a plain <picture> (src/components/ui/photo.tsx), with no script.
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    // Articles (data/insights/*.md); headings get their anchors in src/lib/insights/headings.ts, not from a plugin with a script.
    { resolve: "gatsby-transformer-remark", options: { plugins: [] } },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        excludes: sitemapExcludes(projectContent(__dirname)),
        // Each page's date is in its context (gatsby-node.ts, src/lib/seo/page-dates.ts), where its WebPage's dateModified reads it too.
        query: `{ site { siteMetadata { siteUrl } } allSitePage { nodes { path pageContext } } }`,
        serialize: sitemapEntry,
      },
    },
    {
      resolve: "gatsby-plugin-feed",
      options: {
        query: `{ site { siteMetadata { siteUrl } } }`,
        setup: () => feedChannel(siteUrl, siteData, siteData.ui?.insights?.feed ?? siteData.name),
        feeds: [
          {
            // Every page's head links the feed (rel="alternate").
            title: siteData.ui?.insights?.feed ?? siteData.name,
            output: FEED_PATH,
            query: `{ ${ARTICLES_QUERY} }`,
            serialize: ({ query }: { query: ArticleNodes }) => feedItems(feedArticles(query), siteUrl),
          },
        ],
      },
    },
  ],
};

export default config;
