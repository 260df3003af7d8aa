import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { SectionShell } from "./section-shell";
import { gridColumns } from "../ui/grid";
import { CaseStudyCard } from "../case-studies/card";
import { useCaseStudies } from "../../hooks/use-case-studies";
import { useSite } from "../../hooks/use-site";
import { CASE_STUDIES_PATH } from "../../lib/case-studies/client";
import { ResultsSlot } from "../case-studies/results-slot";

export const query = graphql`
  fragment CaseStudiesSection on SectionCaseStudies {
    ...SectionBase
  }
`;

/**
 * The three newest case studies, with the section's heading; until there is one, the marked slot
 * where they go (a production build refuses it), with the reviews and this site's own report.
 */
export function CaseStudies({ section }: { section: Queries.CaseStudiesSectionFragment }) {
  const studies = useCaseStudies().slice(0, 3);
  const wording = useSite().ui.caseStudies;
  if (studies.length === 0)
    return (
      <SectionShell section={section} side>
        <ResultsSlot />
      </SectionShell>
    );
  if (!wording) return null;
  return (
    // One study stands beside the heading from 1024 px, so the section uses its width (issue 34).
    <SectionShell
      side={studies.length === 1}
      section={{
        ...section,
        actions: [
          { label: wording.all, to: CASE_STUDIES_PATH, external: null, variant: null },
          ...(section.actions ?? []),
        ],
      }}
    >
      <chakra.ul display="grid" gap="6" gridTemplateColumns={gridColumns(studies.length)}>
        {studies.map((study) => (
          <li key={study.route}>
            <CaseStudyCard study={study} wording={wording} />
          </li>
        ))}
      </chakra.ul>
    </SectionShell>
  );
}
