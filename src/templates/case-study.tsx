import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { CaseStudyView, type CaseStudyViewData } from "../components/long-form/case-study";
import { Seo, useSiteUrl } from "../components/seo/seo";
import { useSite } from "../hooks/use-site";
import {
  articleId,
  breadcrumbs,
  caseStudyArticle,
  caseStudyTrail,
  type DatedPage,
  socialImageFor,
} from "../lib/seo/client";

export const query = graphql`
  query CaseStudyPage($slug: String!) {
    caseStudy(slug: { eq: $slug }) {
      route
      title
      summary
      client
      industry
      city
      start
      html
      quote {
        text
        name
        role
      }
      logo {
        publicURL
        dimensions {
          width
          height
        }
      }
      services {
        slug
        title
        description
        summary
        aiFeature
        icon
      }
      engagement {
        weeks {
          index
          clicksPerDay
          impressionsPerDay
        }
        comparedWeeks
        before
        after
        change
        from
        to
        first
        last
      }
    }
  }
`;

type Data = Queries.CaseStudyPageQuery;

const required = (study: Data["caseStudy"]) => {
  if (!study) throw new Error("A case study page was created for a slug with no file in data/case-studies/");
  return study;
};

function useWording() {
  const site = useSite();
  const wording = site.ui.caseStudies;
  if (!wording) throw new Error("data/site.yaml needs ui.caseStudies for the case studies' pages");
  return { site, wording };
}

/** Every /case-studies/<slug>/ page: one Markdown file in data/case-studies/ and the Search Console export beside it. */
export default function CaseStudyTemplate({ data, pageContext }: PageProps<Data, DatedPage>) {
  const study = required(data.caseStudy);
  const { site, wording } = useWording();
  const logo =
    study.logo?.publicURL && study.logo.dimensions ? { src: study.logo.publicURL, ...study.logo.dimensions } : null;
  const view: CaseStudyViewData = { ...study, quote: study.quote ?? null, logo, services: study.services };
  return (
    <Layout path={study.route} updated={pageContext.lastmod}>
      <CaseStudyView
        study={view}
        trail={caseStudyTrail(site, wording.crumb, { title: study.title, path: study.route })}
        wording={wording}
        breadcrumbLabel={site.ui.breadcrumb}
      />
    </Layout>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, DatedPage>) {
  const study = required(data.caseStudy);
  const { site, wording } = useWording();
  const siteUrl = useSiteUrl();
  const seo = {
    title: `${study.title} | ${site.name}`.slice(0, 70),
    description: study.summary,
    image: null,
    imageAlt: null,
  };
  const image = `${siteUrl}${socialImageFor({ path: study.route, seo }, site.socialImage)}`;
  const structuredData = [
    caseStudyArticle(
      {
        title: study.title,
        summary: study.summary,
        client: study.client,
        start: study.start,
        services: study.services.map((s) => s.title),
        url: `${siteUrl}${study.route}`,
        image,
        dateModified: pageContext.lastmod,
      },
      site,
      siteUrl,
    ),
    breadcrumbs(caseStudyTrail(site, wording.crumb, { title: study.title, path: study.route }), siteUrl),
  ];
  return (
    <Seo
      seo={seo}
      path={study.route}
      structuredData={structuredData}
      webPage={{ dateModified: pageContext.lastmod, mainEntity: { "@id": articleId(`${siteUrl}${study.route}`) } }}
    />
  );
}
