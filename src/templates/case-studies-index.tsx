import React from "react";
import type { HeadProps, PageProps } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { Layout } from "../components/layout/layout";
import { Breadcrumbs } from "../components/breadcrumbs";
import { PageHeader } from "../components/ui/page-header";
import { CaseStudyCard } from "../components/case-studies/card";
import { gridColumns } from "../components/ui/grid";
import { Seo, useSiteUrl } from "../components/seo/seo";
import { useSite } from "../hooks/use-site";
import { useCaseStudies } from "../hooks/use-case-studies";
import { CASE_STUDIES_PATH } from "../lib/case-studies/client";
import { breadcrumbs, caseStudyTrail, type DatedPage } from "../lib/seo/client";

function useWording() {
  const site = useSite();
  const wording = site.ui.caseStudies;
  if (!wording) throw new Error("data/site.yaml needs ui.caseStudies for /case-studies/");
  return { site, wording };
}

/** /case-studies/: every case study, the newest engagements first. */
export default function CaseStudiesIndexTemplate({ pageContext }: PageProps<object, DatedPage>) {
  const { site, wording } = useWording();
  const studies = useCaseStudies();
  return (
    <Layout path={CASE_STUDIES_PATH} updated={pageContext.lastmod}>
      <Breadcrumbs trail={caseStudyTrail(site, wording.crumb)} label={site.ui.breadcrumb} />
      <PageHeader heading={wording.indexHeading} lead={wording.indexIntro} narrow />
      <chakra.section aria-label={wording.indexHeading} py={{ base: "12", md: "16" }}>
        <chakra.ul
          maxW="container"
          mx="auto"
          px={{ base: "4", md: "6" }}
          display="grid"
          gap="6"
          gridTemplateColumns={gridColumns(studies.length)}
        >
          {studies.map((study) => (
            <li key={study.route}>
              <CaseStudyCard study={study} wording={wording} headingLevel="h2" />
            </li>
          ))}
        </chakra.ul>
      </chakra.section>
    </Layout>
  );
}

export function Head({ pageContext }: HeadProps<object, DatedPage>) {
  const { site, wording } = useWording();
  const siteUrl = useSiteUrl();
  const seo = { title: wording.indexTitle, description: wording.indexDescription, image: null, imageAlt: null };
  return (
    <Seo
      seo={seo}
      path={CASE_STUDIES_PATH}
      structuredData={[breadcrumbs(caseStudyTrail(site, wording.crumb), siteUrl)]}
      webPage={{ kind: "CollectionPage", dateModified: pageContext.lastmod }}
    />
  );
}
