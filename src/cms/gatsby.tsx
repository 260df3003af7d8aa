/**
 * What the admin bundle gets for `import ... from "gatsby"`: the site's components outside Gatsby.
 * Their `graphql` queries are compiled away by Gatsby; here every static query is answered from
 * the preview's parsed snapshot (src/lib/project/static-query.ts), which PreviewPage provides.
 */
import { useContext } from "react";
import { PreviewQuery } from "./preview-query";

export const graphql = (): string => "";

export function useStaticQuery(): unknown {
  const data = useContext(PreviewQuery);
  if (!data) throw new Error("The preview renders components only inside PreviewPage");
  return data;
}
