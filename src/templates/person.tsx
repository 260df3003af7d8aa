import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { ExternalLink } from "../components/ui/lucide";
import { Layout } from "../components/layout/layout";
import { Breadcrumbs } from "../components/breadcrumbs";
import { ArticleList } from "../components/insights/article-list";
import { Photo } from "../components/ui/photo";
import { Seo, useSiteUrl } from "../components/seo/seo";
import { useSite } from "../hooks/use-site";
import { usePeople, type Person } from "../hooks/use-people";
import { teamPath } from "../lib/case-studies/client";
import { breadcrumbs, type DatedPage, personSchema, personTrail } from "../lib/seo/client";

export const query = graphql`
  query PersonPage($articles: [String!]!) {
    allMarkdownRemark(
      filter: { fields: { slug: { in: $articles } } }
      sort: [{ frontmatter: { date: DESC } }, { fields: { slug: ASC } }]
    ) {
      nodes {
        ...ArticleListFields
      }
    }
  }
`;

type Data = Queries.PersonPageQuery;
interface Context extends DatedPage {
  key: string;
  articles: string[];
}

function useProfile(key: string): {
  person: Person;
  site: ReturnType<typeof useSite>;
  wording: NonNullable<ReturnType<typeof useSite>["ui"]["team"]>;
} {
  const site = useSite();
  const person = usePeople().find((p) => p.key === key);
  const wording = site.ui.team;
  if (!person || !wording)
    throw new Error(
      `A profile was made for "${key}", who is not a person with a photo in data/authors.yaml, or ui.team is missing`,
    );
  return { person, site, wording };
}

/** /team/<key>/: a person of the team, their photo, role and bio, their LinkedIn, and their articles. */
export default function PersonTemplate({ data, pageContext }: PageProps<Data, Context>) {
  const { person, site, wording } = useProfile(pageContext.key);
  const path = teamPath(person.key);
  return (
    <Layout path={path} updated={pageContext.lastmod}>
      <Breadcrumbs trail={personTrail(site, wording.crumb, { name: person.name, path })} label={site.ui.breadcrumb} />
      <chakra.header bg="bg.inverted" color="fg.inverted" pt={{ base: "8", md: "10" }} pb={{ base: "12", md: "16" }}>
        <chakra.div
          maxW="container"
          mx="auto"
          px={{ base: "4", md: "6" }}
          display="grid"
          gridTemplateColumns={{ base: "minmax(0, 1fr)", md: "minmax(0, 16rem) minmax(0, 1fr)" }}
          columnGap="12"
          rowGap="8"
          alignItems="center"
        >
          <Photo image={person.card} alt={person.photoAlt} borderRadius="xl" maxW={{ base: "[12rem]", md: "full" }} />
          <div>
            <chakra.h1
              fontSize={{ base: "4xl", md: "6xl" }}
              fontWeight="semibold"
              lineHeight="display"
              letterSpacing="display"
            >
              {person.name}
            </chakra.h1>
            <chakra.p mt="3" fontSize={{ base: "lg", md: "xl" }} color="teal.100" fontWeight="semibold">
              {person.role}
            </chakra.p>
            <chakra.p mt="5" fontSize={{ base: "lg", md: "xl" }} color="fg.invertedMuted" maxW="measure">
              {person.bio}
            </chakra.p>
            {person.linkedin ? (
              <chakra.a
                href={person.linkedin}
                target="_blank"
                rel="noopener noreferrer"
                mt="6"
                display="inline-flex"
                alignItems="center"
                gap="1.5"
                minH="11"
                color="accent.onDark"
                fontWeight="semibold"
                textDecoration="underline"
                textUnderlineOffset="0.25em"
              >
                {wording.linkedin}
                <ExternalLink aria-hidden="true" size={16} />
                <chakra.span srOnly>{site.ui.newTab}</chakra.span>
              </chakra.a>
            ) : null}
          </div>
        </chakra.div>
      </chakra.header>
      {data.allMarkdownRemark.nodes.length > 0 ? (
        <chakra.section aria-labelledby="articles-heading" py={{ base: "12", md: "16" }}>
          <chakra.div maxW="container" mx="auto" px={{ base: "4", md: "6" }}>
            <chakra.h2
              id="articles-heading"
              fontSize={{ base: "3xl", md: "5xl" }}
              fontWeight="semibold"
              lineHeight="tight"
              letterSpacing="tight"
              mb="10"
            >
              {wording.articles.replace("{name}", person.name)}
            </chakra.h2>
            <ArticleList articles={data.allMarkdownRemark.nodes} />
          </chakra.div>
        </chakra.section>
      ) : null}
    </Layout>
  );
}

export function Head({ pageContext }: HeadProps<Data, Context>) {
  const { person, site, wording } = useProfile(pageContext.key);
  const siteUrl = useSiteUrl();
  const path = teamPath(person.key);
  const seo = {
    title: wording.profileTitle.replace("{name}", person.name).replace("{role}", person.role),
    description: person.bio.slice(0, 160),
    image: null,
    imageAlt: null,
  };
  const image = `${siteUrl}${person.card.images.fallback?.src ?? ""}`;
  const mainEntity = personSchema(
    {
      name: person.name,
      role: person.role,
      bio: person.bio,
      url: `${siteUrl}${path}`,
      image,
      linkedin: person.linkedin,
    },
    site,
    siteUrl,
  );
  const structuredData = [breadcrumbs(personTrail(site, wording.crumb, { name: person.name, path }), siteUrl)];
  return (
    <Seo
      seo={seo}
      path={path}
      structuredData={structuredData}
      webPage={{ kind: "ProfilePage", dateModified: pageContext.lastmod, mainEntity }}
    />
  );
}
