import React from "react";
import { graphql } from "gatsby";
import { SectionShell } from "./section-shell";

export const query = graphql`
  fragment CallToActionSection on SectionCallToAction {
    ...SectionBase
  }
`;

/** A closing call asking the visitor to take the next step: a navy panel with buttons, apart from the footer. */
export function CallToAction({ section }: { section: Queries.CallToActionSectionFragment }) {
  return <SectionShell section={section} dark="panel" actions="buttons" />;
}
