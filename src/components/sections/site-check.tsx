import React from "react";
import { graphql, useStaticQuery } from "gatsby";
import { useSite } from "../../hooks/use-site";
import { usePeople } from "../../hooks/use-people";
import { servicePath } from "../../lib/content/pages";
import { reportDesign, type ReportDesign } from "../../lib/site-check/client";
import { IslandRoot } from "../ui/island-root";
import { SiteCheckForm, type SiteCheckFormProps } from "../site-check/site-check-form";
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
  }
`;

/** Where the check's Function answers (src/api/site-check.ts). */
export const SITE_CHECK_ACTION = "/api/site-check";

/**
 * The report's design data for the island, as the build composes it for the report's page
 * (site-check/copy-from-content.ts): the same files, read through GraphQL.
 */
function useReportDesign(): ReportDesign {
  const site = useSite();
  const team = usePeople();
  const data = useStaticQuery<Queries.SiteCheckReportDesignQuery>(graphql`
    query SiteCheckReportDesign {
      siteCheckYaml {
        checks {
          id
          effort
        }
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
  const words = data.siteCheckYaml;
  if (!words) throw new Error("The AI search check's section needs data/site-check.yaml");
  return reportDesign({
    report: words.report,
    checks: words.checks,
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

/** The AI search check: its heading and introduction are static HTML; the form is the site-check island. */
export function SiteCheck({ section }: { section: Queries.SiteCheckSectionFragment }) {
  const design = useReportDesign();
  const props: SiteCheckFormProps = { copy: { ...section.check, design }, action: SITE_CHECK_ACTION };
  return (
    <SectionShell section={section} side>
      <IslandRoot name="site-check" props={props}>
        <SiteCheckForm {...props} />
      </IslandRoot>
    </SectionShell>
  );
}
