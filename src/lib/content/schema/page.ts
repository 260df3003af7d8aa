/** data/pages/<page>.yaml: a static page (its route fixed in src/lib/content/static-pages.ts) and its sections. */
import { z } from "zod";
import { sitePath } from "./fields";
import { seo } from "./seo";
import { sections } from "./sections";

export const pageSchema = z
  .strictObject({
    /** Fixed by the site's code: the CMS shows it to no one (see src/lib/content/static-pages.ts). */
    path: sitePath.meta({ label: "Path", widget: "hidden" }),
    seo,
    noindex: z.boolean().meta({ label: "Hide from search engines" }).optional(),
    sections,
  })
  .meta({ graphqlName: "PageYaml" });

export type Page = z.infer<typeof pageSchema>;
