import React from "react";
import { graphql } from "gatsby";
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

/**
 * The AI search check: its heading and introduction are static HTML; the form is the site-check
 * island; beside it from 1024 px (under it on phones), a real report's summary as an example.
 */
export function SiteCheck({ section }: { section: Queries.SiteCheckSectionFragment }) {
  const props: SiteCheckFormProps = { copy: section.check, action: SITE_CHECK_ACTION };
  const aside = section.example ? <ReportPreview example={section.example} words={section.check} /> : undefined;
  return (
    <SectionShell section={section} side aside={aside}>
      <IslandRoot name="site-check" props={props}>
        <SiteCheckForm {...props} />
      </IslandRoot>
    </SectionShell>
  );
}
