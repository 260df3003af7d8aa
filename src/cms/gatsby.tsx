/**
 * What the admin bundle gets for `import ... from "gatsby"`: the site's components outside Gatsby.
 * Their `graphql` queries are compiled away by Gatsby; here the only query run is useSite()'s,
 * answered with data/site.yaml from the preview's context.
 */
import { useContext } from "react";
import { PreviewSite } from "./preview";

export const graphql = (): string => "";

export function useStaticQuery<T>(_query?: unknown): T {
  const siteYaml = useContext(PreviewSite);
  if (!siteYaml) throw new Error("The preview renders components only inside PreviewSite");
  return { siteYaml } as T;
}
