/** Turns the service files found by gatsby-node into the pages it creates. Pure, so it is unit-tested. */

export interface ServicePage {
  path: string;
  context: { slug: string };
}

export const servicePath = (slug: string): string => `/services/${slug}/`;

export function servicePages(slugs: ReadonlyArray<string | null | undefined>): ServicePage[] {
  return slugs
    .filter((slug): slug is string => typeof slug === "string" && slug.length > 0)
    .map((slug) => ({ path: servicePath(slug), context: { slug } }));
}

/**
 * The address a link in the content points to on the built site. Gatsby serves every page at a
 * trailing-slash path; linking there directly saves a redirect on every click.
 */
export function toHref(link: string): string {
  const [target = "", anchor] = link.split("#");
  if (target === "") return link;
  const withSlash = target.endsWith("/") ? target : `${target}/`;
  return anchor === undefined ? withSlash : `${withSlash}#${anchor}`;
}

/** `/services/local-seo/` and `/services/local-seo` are the same page. */
export function normalisePath(p: string): string {
  const trimmed = p.length > 1 ? p.replace(/\/+$/, "") : p;
  return trimmed === "" ? "/" : trimmed;
}
