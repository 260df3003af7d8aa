import React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { useSite } from "../../hooks/use-site";
import { usePeople } from "../../hooks/use-people";
import { servicePath } from "../../lib/content/pages";
import { EFFORTS, FALLBACK_DESIGN, reportDesign, type Effort, type ReportDesign } from "../../lib/site-check/client";
import { IslandRoot } from "../ui/island-root";
import { SiteCheckForm, type SiteCheckFormProps } from "../site-check/site-check-form";
import { ReportPreview } from "../site-check/report-preview";
import { SectionShell } from "./section-shell";

export const query = graphql`
  fragment SiteCheckSection on SectionSiteCheck {
    ...SectionBase
    check {
      formLabel
      formHint
      button
      progress
      reportHeading
      scoreLabel
      statusLabels {
        pass
        warn
        fail
      }
      whyLabel
      actionLabel
      serviceLabel
      ctaLabel
      ctaNote
      errorHeading
      againLabel
      siteName
      evidenceLabels {
        documented
        research
        convention
      }
      sourceLabel
      noScoreLabel
      toFix
      nothingToFix
      categoriesLabel
      fixesHeading
      passedHeading
      checkedLabel
      linkLabel
      copyLabel
      copiedLabel
      recheckLabel
      recheckNote
      changesHeading
      nothingChanged
      changeLabels {
        fixed
        new
        better
        worse
        unchanged
      }
      historyHeading
      laterLabel
      keptNote
      missingText
      compare {
        toggle
        firstLabel
        secondLabel
        hint
        heading
        youLabel
        categoryColumn
        checkColumn
        categoriesCaption
        findingsCaption
        notChecked
        sameAddress
      }
      pages {
        heading
        intro
        caption
        pageColumn
        scoreColumn
        notChecked {
          budget
          time
          unread
        }
        differHeading
        onPages
        sameEverywhere
      }
      agents {
        description
        url
        competitor
        recheck
      }
    }
    example {
      label
      note
      score
      toFix
      categories {
        title
        score
      }
    }
  }
`;

/** Where the check's Function answers (src/api/site-check.ts). */
export const SITE_CHECK_ACTION = "/api/site-check";

/** A check's effort as GraphQL gives it (a string), checked against the three data/site-check.yaml allows. */
function effortOf(value: string): Effort {
  const effort = EFFORTS.find((known) => known === value);
  if (!effort)
    throw new Error(`data/site-check.yaml: a check's effort is "${value}", not one of ${EFFORTS.join(", ")}`);
  return effort;
}

/**
 * The report's design data for the island, as the build composes it for the report's page
 * (site-check/copy-from-content.ts): the services' prices, the people and the agency's contact
 * from the same files, read through GraphQL.
 */
function useReportDesign(): ReportDesign {
  const site = useSite();
  const team = usePeople();
  const data = useStaticQuery<Queries.SiteCheckReportDesignQuery>(graphql`
    query SiteCheckReportDesign {
      siteCheckYaml {
        report {
          verdicts {
            good
            average
            poor
            clear
          }
          legend {
            label
            good
            average
            poor
          }
          fixFirst
          fixFirstNote
          worthFixing
          worthFixingNote
          effortLabel
          efforts {
            minutes
            hours
            rewrite
          }
          fixForYou
          siteWide
          siteWideNote
          close {
            heading
            intro
            service
            button
            buttonNothing
          }
          developer {
            heading
            intro
          }
          compared
          printFooter
        }
        checks {
          id
          effort
        }
      }
      allServiceYaml {
        nodes {
          slug
          sections {
            __typename
            ... on SectionOffer {
              billing
              price
              minimumMonths
            }
          }
        }
      }
    }
  `);
  // The report's words and each check's effort (data/site-check.yaml), as the report's own page
  // (the Function) has them from the build; the built-in words only where the site has no such file.
  const words = data.siteCheckYaml;
  return reportDesign({
    report: words?.report ?? FALLBACK_DESIGN.words,
    checks: (words?.checks ?? []).map((check) => ({ id: check.id, effort: effortOf(check.effort) })),
    services: data.allServiceYaml.nodes.map((service) => {
      const offer = service.sections.find((s) => s.__typename === "SectionOffer");
      return { href: servicePath(service.slug), offer: offer?.__typename === "SectionOffer" ? offer : null };
    }),
    engagement: site.engagement,
    people: site.people,
    team,
    booking: site.booking,
    agency: { name: site.name, ...site.contact },
  });
}

/**
 * The AI search check: its heading and introduction are static HTML; the form is the site-check
 * island; beside it from 1024 px (under it on phones), a real report's summary as an example.
 */
export function SiteCheck({ section }: { section: Queries.SiteCheckSectionFragment }) {
  const design = useReportDesign();
  const props: SiteCheckFormProps = { copy: { ...section.check, design }, action: SITE_CHECK_ACTION };
  const aside = section.example ? <ReportPreview example={section.example} words={section.check} /> : undefined;
  return (
    <SectionShell section={section} side aside={aside}>
      <IslandRoot name="site-check" props={props}>
        <SiteCheckForm {...props} />
      </IslandRoot>
    </SectionShell>
  );
}
