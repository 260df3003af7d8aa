/**
 * What the site's static queries (useSite, useServices, useAuthors, the latest articles) return,
 * made from the parsed content (parse.ts) for the two places that render components without
 * Gatsby: the CMS preview (src/cms/gatsby.tsx) and Jest (tests/mocks/gatsby.tsx). One view of the
 * one result, typed against the queries' generated types, so a field the queries read and the
 * content model renames is a type error here.
 */
import { newestFirst } from "../insights";
import { newestCaseStudies } from "../case-studies";
import type { ParsedContent } from "../content/parse";

type SiteContent = NonNullable<Queries.SiteContentQuery["siteYaml"]>;

/** The answers to every static query the components run, in one object. */
export interface StaticQueryData {
  siteYaml: SiteContent;
  site: { siteMetadata: { siteUrl: string } };
  allServiceYaml: Queries.ServiceListQuery["allServiceYaml"];
  authorsYaml: NonNullable<Queries.AuthorsContentQuery["authorsYaml"]>;
  /** Newest first, as the latest articles' query sorts them. */
  allMarkdownRemark: { nodes: ReadonlyArray<Queries.ArticleListFieldsFragment> };
  /** The newest engagements first, as the case studies' query sorts them. */
  allCaseStudy: Queries.CaseStudyListQuery["allCaseStudy"];
  clientsYaml: NonNullable<Queries.ClientLogosQuery["clientsYaml"]>;
  people: NonNullable<Queries.PeopleContentQuery["people"]>;
}

/**
 * Where a photo or logo in data/ can be shown outside a build (the CMS preview: the media the
 * editor uploaded), with its size; none in Jest, where no picture is drawn.
 */
export type ImageResolver = (path: string) => { src: string; width: number; height: number } | undefined;

/**
 * A parsed value as GraphQL answers it: an optional field is `null` in a query's type where zod
 * leaves it out. Only the type differs; components read both alike (`?? fallback`).
 */
type Queried<T> =
  T extends ReadonlyArray<infer E>
    ? ReadonlyArray<Queried<E>>
    : T extends object
      ? { readonly [K in keyof T]-?: Queried<Exclude<T[K], undefined>> | (undefined extends T[K] ? null : never) }
      : T;
const queried = <T>(value: T): Queried<T> => value as Queried<T>;

/** An image as gatsbyImageData describes it, for a picture drawn outside a build: one source, at its own size. */
function imageData(image: { src: string; width: number; height: number }, width: number, height: number) {
  return {
    layout: "constrained" as const,
    width,
    height,
    images: { fallback: { src: image.src, srcSet: `${image.src} ${image.width}w`, sizes: `${width}px` }, sources: [] },
  };
}

export function staticQueryData(
  content: ParsedContent,
  siteUrl: string,
  images: ImageResolver = () => undefined,
): StaticQueryData {
  const articles = newestFirst(content.articles.map((a) => ({ ...a, date: a.data.date, services: a.data.services })));
  const studies = newestCaseStudies(content.caseStudies, content.caseStudies.length);
  return {
    siteYaml: queried(content.site),
    site: { siteMetadata: { siteUrl } },
    allServiceYaml: { nodes: content.services.map((s) => queried(s.data)) },
    authorsYaml: { authors: content.authors },
    allMarkdownRemark: {
      nodes: articles.map((a) => ({
        fields: { slug: a.slug },
        frontmatter: { title: a.data.title, description: a.data.description, date: a.data.date, author: a.data.author },
      })),
    },
    allCaseStudy: {
      nodes: studies.map((s) => ({
        route: s.route,
        title: s.data.title,
        client: s.data.client,
        industry: s.data.industry,
        city: s.data.city,
        summary: s.data.summary,
        engagement: { change: s.engagement.change, comparedWeeks: s.engagement.comparedWeeks },
      })),
    },
    clientsYaml: {
      clients: content.clients.map((c) => {
        const logo = images(c.logo);
        return {
          name: c.name,
          url: c.url ?? null,
          logo: logo
            ? { publicURL: logo.src, dimensions: { width: logo.width, height: logo.height } }
            : { publicURL: null, dimensions: null },
        };
      }),
    },
    people: {
      authors: content.authors.map((a) => {
        const photo = a.photo ? images(a.photo) : undefined;
        const childImageSharp = photo ? { card: imageData(photo, 320, 400), avatar: imageData(photo, 64, 64) } : null;
        return {
          key: a.key,
          name: a.name,
          role: a.role,
          bio: a.bio,
          photoAlt: a.photoAlt ?? null,
          linkedin: a.linkedin ?? null,
          photo: childImageSharp ? { childImageSharp } : null,
        };
      }),
    },
  };
}
