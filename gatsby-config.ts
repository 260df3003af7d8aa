import path from "node:path";
import type { GatsbyConfig } from "gatsby";

/** The one place the production domain is set: canonicals, sitemap and social tags derive from it. */
export const siteUrl = "https://www.harbouraiseo.com.au";

/** YAML types are named by folder: data/site.yaml → SiteYaml, data/pages → PageYaml, data/services → ServiceYaml. */
const yamlTypeNames: Record<string, string> = { data: "SiteYaml", pages: "PageYaml", services: "ServiceYaml" };

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  trailingSlash: "always",
  plugins: [
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: path.join(__dirname, "data") },
    },
    {
      resolve: "gatsby-transformer-yaml",
      options: {
        typeName: ({ node }: { node: { dir: string } }) => {
          const folder = path.basename(node.dir);
          const name = yamlTypeNames[folder];
          if (!name) throw new Error(`data/${folder}: YAML files must live in data/, data/pages/ or data/services/`);
          return name;
        },
      },
    },
  ],
};

export default config;
