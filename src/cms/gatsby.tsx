/**
 * What the admin bundle gets for `import ... from "gatsby"`: the site's components outside Gatsby.
 * Their `graphql` queries are compiled away by Gatsby; here the static queries run (useSite()'s
 * and the contact form's services) are answered from the preview's context.
 */
import { useContext } from "react";
import { PreviewArticles, PreviewAuthors, PreviewServices, PreviewSite } from "./preview";

export const graphql = (): string => "";

export function useStaticQuery<T>(_query?: unknown): T {
  const siteYaml = useContext(PreviewSite);
  const services = useContext(PreviewServices);
  if (!siteYaml) throw new Error("The preview renders components only inside PreviewSite");
  const authors = useContext(PreviewAuthors);
  const articles = useContext(PreviewArticles);
  return { siteYaml, allServiceYaml: { nodes: services }, authorsYaml: { authors }, allMarkdownRemark: { nodes: articles } } as T;
}
