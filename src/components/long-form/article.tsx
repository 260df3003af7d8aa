import React from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { Breadcrumbs } from "../breadcrumbs";
import { ServiceCards } from "../sections/service-cards";
import { CallToAction } from "../sections/call-to-action";
import { SectionShell } from "../sections/section-shell";
import { sectionOf } from "../../lib/content/section-data";
import { TOC_MIN_HEADINGS, withHeadingIds } from "../../lib/insights/client";
import type { Crumb } from "../../lib/seo/client";
import { ArticleList, DateTime, type ArticleListItem } from "../insights/article-list";
import { ActionList } from "../ui/action-link";
import { PhoneFold } from "../ui/phone-fold";
import { PageHeader } from "../ui/page-header";
import { Photo } from "../ui/photo";
import { PhotoPlaceholder, PlaceholderMark } from "../ui/placeholder";
import { useSite } from "../../hooks/use-site";
import { SiteLink } from "../ui/site-link";
import type { IGatsbyImageData } from "gatsby-plugin-image";

type Wording = NonNullable<Queries.SiteContentQuery["siteYaml"]>["ui"]["insights"] & object;
type ServiceCard = NonNullable<Queries.ServiceCardsSectionFragment["services"]>[number];

export interface ArticleViewData {
  title: string;
  description: string;
  date: string;
  updated?: string | null;
  /** Minutes, from gatsby-transformer-remark's timeToRead. */
  timeToRead: number;
  /** The body as HTML. */
  html: string;
  author: {
    name: string;
    role: string;
    bio: string;
    profile?: { path: string; avatar: IGatsbyImageData; alt: string } | null;
  } | null;
  services: ReadonlyArray<ServiceCard>;
  more: ReadonlyArray<ArticleListItem>;
}

/** From 1200 px the article has room for a rail beside its measure (the site's breakpoints jump from 1024 to 1280). */
const RAIL = "@media (min-width: 75em)";

/** The long-form type of an article's body (and a case study's): the rendered Markdown, styled with tokens only. */
export const articleBodyStyles = {
  fontSize: { base: "md", md: "lg" },
  lineHeight: { base: "[1.5]", md: "normal" },
  maxW: "measure",
  "& > * + *": { mt: { base: "4", md: "5" } },
  "& h2": {
    fontFamily: "heading",
    fontSize: { base: "2xl", md: "3xl" },
    fontWeight: "semibold",
    lineHeight: "tight",
    letterSpacing: "tight",
    mt: { base: "10", md: "12" },
    scrollMarginTop: "6rem",
  },
  "& h3": {
    fontFamily: "heading",
    fontSize: { base: "xl", md: "2xl" },
    fontWeight: "semibold",
    lineHeight: "snug",
    mt: "8",
    scrollMarginTop: "6rem",
  },
  "& h2 + *, & h3 + *": { mt: "3" },
  "& a": {
    color: "accent",
    textDecoration: "underline",
    textUnderlineOffset: "0.2em",
    _hover: { color: "accent.hover" },
  },
  "& ul, & ol": { pl: "6", display: "grid", gap: "2" },
  "& ul": { listStyleType: "disc" },
  "& ol": { listStyleType: "decimal" },
  "& li::marker": { color: "accent" },
  "& strong": { fontWeight: "semibold" },
  "& blockquote": { borderLeftWidth: "3px", borderColor: "accent", pl: "5", color: "fg.muted" },
  "& code": { fontSize: "0.9em", bg: "bg.subtle", px: "1", borderRadius: "sm" },
  "& hr": { borderColor: "border", my: "10" },
  "& table": { width: "full", borderCollapse: "collapse", fontSize: "md" },
  "& th, & td": { borderBottomWidth: "1px", borderColor: "border", textAlign: "start", p: "2" },
  "& img": { maxW: "full", height: "auto" },
};

/**
 * One article as a reader meets it from a search result: where it sits (breadcrumb), its one h1
 * and standfirst, who wrote it and when, how long it takes, its contents when it has enough
 * sections to need them, the body, the author, the services it is about, two more articles and
 * the closing call to action. Rendered by the template and by the CMS preview alike.
 */
export function ArticleView({
  article,
  trail,
  wording,
  breadcrumbLabel,
}: {
  article: ArticleViewData;
  trail: ReadonlyArray<Crumb>;
  wording: Wording;
  breadcrumbLabel: string;
}) {
  const { html, toc } = withHeadingIds(article.html);
  const { people } = useSite();
  const updated =
    article.updated && article.updated.slice(0, 10) !== article.date.slice(0, 10) ? article.updated : null;
  return (
    <>
      <Breadcrumbs trail={trail} label={breadcrumbLabel} />
      <chakra.article>
        <PageHeader heading={article.title} lead={article.description}>
          <chakra.p
            mt="6"
            fontSize="sm"
            color="fg.invertedMuted"
            display="flex"
            flexWrap="wrap"
            columnGap="4"
            rowGap="1"
            data-byline=""
          >
            {article.author ? (
              <chakra.span display="inline-flex" alignItems="center" gap="2">
                {article.author.profile ? (
                  <Photo image={article.author.profile.avatar} alt="" borderRadius="full" w="8" h="8" flexShrink="0" />
                ) : (
                  <PhotoPlaceholder round size="8" />
                )}
                {article.author.profile ? (
                  <span>
                    {wording.by}{" "}
                    <SiteLink
                      to={article.author.profile.path}
                      color="fg.inverted"
                      fontWeight="semibold"
                      textDecoration="underline"
                      textUnderlineOffset="0.2em"
                    >
                      {article.author.name}
                    </SiteLink>
                    , {article.author.role}
                  </span>
                ) : (
                  // A named byline's slot (issue 59): the writer's name goes where the mark stands; the team signs meanwhile.
                  <span data-byline-placeholder="">
                    {wording.by}{" "}
                    <PlaceholderMark title={people.placeholderRole}>
                      {people.placeholder}: {people.placeholderByline}
                    </PlaceholderMark>{" "}
                    · {article.author.name}
                  </span>
                )}
              </chakra.span>
            ) : null}
            <chakra.span>
              {wording.published} <DateTime date={article.date} />
            </chakra.span>
            {updated ? (
              <chakra.span>
                {wording.updated} <DateTime date={updated} />
              </chakra.span>
            ) : null}
            <chakra.span>
              {wording.readingTime.replace("{minutes}", String(Math.max(1, article.timeToRead)))}
            </chakra.span>
          </chakra.p>
        </PageHeader>
        <chakra.div
          maxW="container"
          mx="auto"
          px={{ base: "4", md: "6" }}
          py={{ base: "10", md: "14" }}
          css={{
            [RAIL]: {
              display: "grid",
              gridTemplateColumns: "minmax(0, 1fr) 19rem",
              columnGap: "4rem",
              alignItems: "start",
            },
          }}
        >
          {/* The rail: beside the body from 1200 px, its contents and the call to contact kept in view; above the body (contents only) below that. */}
          <chakra.div
            data-rail=""
            css={{
              [RAIL]: {
                gridColumn: "2",
                gridRow: "1 / span 2",
                position: "sticky",
                top: "6rem",
                display: "grid",
                gap: "6",
              },
            }}
          >
            {toc.length >= TOC_MIN_HEADINGS ? (
              <chakra.nav
                aria-labelledby="contents-heading"
                mb="10"
                maxW="measure"
                bg="bg.subtle"
                borderRadius="md"
                css={{ [RAIL]: { mb: "0" } }}
              >
                {/* Folded on phones under its heading; open from 768 px, where it costs little height. */}
                <PhoneFold
                  px="5"
                  py={{ base: "1", md: "5" }}
                  chevron="accent"
                  summary={
                    <chakra.h2 id="contents-heading" fontSize="md" fontWeight="semibold">
                      {wording.contents}
                    </chakra.h2>
                  }
                >
                  <chakra.ol
                    pl="5"
                    pb={{ base: "4", md: "0" }}
                    listStyleType="decimal"
                    display="grid"
                    gap="1.5"
                    fontSize="md"
                  >
                    {toc.map((entry) => (
                      <li key={entry.id}>
                        <chakra.a
                          href={`#${entry.id}`}
                          color="accent"
                          textDecoration="underline"
                          textUnderlineOffset="0.2em"
                          _hover={{ color: "accent.hover" }}
                        >
                          {entry.text}
                        </chakra.a>
                      </li>
                    ))}
                  </chakra.ol>
                </PhoneFold>
              </chakra.nav>
            ) : null}
            <chakra.div
              display="none"
              p="6"
              bg="bg.inverted"
              color="fg.inverted"
              borderRadius="lg"
              css={{ [RAIL]: { display: "block" }, "& > div": { mt: "5" } }}
              data-rail-cta=""
            >
              <chakra.p fontFamily="heading" fontSize="xl" fontWeight="semibold" lineHeight="tight">
                {wording.cta.heading}
              </chakra.p>
              <ActionList
                actions={[{ label: wording.cta.label, to: "/contact", external: null, variant: null }]}
                inverted
              />
            </chakra.div>
          </chakra.div>
          <chakra.div
            data-article-body=""
            css={{ ...articleBodyStyles, [RAIL]: { gridColumn: "1", gridRow: "1" } }}
            dangerouslySetInnerHTML={{ __html: html }}
          />
          {article.author ? (
            <chakra.aside
              aria-labelledby="author-heading"
              mt={{ base: "10", md: "14" }}
              pt="6"
              maxW="measure"
              borderTopWidth="1px"
              borderColor="border.strong"
              css={{ [RAIL]: { gridColumn: "1", gridRow: "2" } }}
            >
              <chakra.h2 id="author-heading" fontSize="xl" fontWeight="semibold">
                {wording.aboutAuthor}
              </chakra.h2>
              <chakra.p mt="2" fontWeight="semibold" display="flex" alignItems="center" gap="3">
                {article.author.profile ? (
                  <Photo
                    image={article.author.profile.avatar}
                    alt={article.author.profile.alt}
                    borderRadius="full"
                    w="14"
                    h="14"
                    flexShrink="0"
                  />
                ) : null}
                <span>
                  {article.author.profile ? (
                    <SiteLink
                      to={article.author.profile.path}
                      color="accent"
                      textDecoration="underline"
                      textUnderlineOffset="0.2em"
                    >
                      {article.author.name}
                    </SiteLink>
                  ) : (
                    article.author.name
                  )}
                  {/* An expression, which Prettier keeps whole: split into "," and " ", React writes a <!-- --> between them. */}
                  {", "}
                  <chakra.span fontWeight="normal" color="fg.muted">
                    {article.author.role}
                  </chakra.span>
                </span>
              </chakra.p>
              <chakra.p mt="2" color="fg.muted">
                {article.author.bio}
              </chakra.p>
            </chakra.aside>
          ) : null}
        </chakra.div>
      </chakra.article>
      {article.services.length > 0 ? (
        <ServiceCards
          section={sectionOf("serviceCards", {
            id: "related-services",
            heading: wording.about,
            services: [...article.services],
            brief: true,
          })}
        />
      ) : null}
      {article.more.length > 0 ? (
        <SectionShell section={sectionOf("latestArticles", { id: "more-insights", heading: wording.more })}>
          <ArticleList articles={article.more} brief />
        </SectionShell>
      ) : null}
      <CallToAction
        section={sectionOf("callToAction", {
          id: "contact-us",
          heading: wording.cta.heading,
          intro: wording.cta.intro,
          actions: [{ label: wording.cta.label, to: "/contact", external: null, variant: null }],
        })}
      />
    </>
  );
}
