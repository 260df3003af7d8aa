import React from "react";
import { graphql } from "gatsby";
import { SectionShell } from "./section-shell";

export const query = graphql`
  fragment CallToActionSection on Section {
    ...SectionBase
  }
`;

/** A closing banner asking the visitor to take the next step: the page's one dark ending, with buttons. */
export function CallToAction({ section }: { section: Queries.CallToActionSectionFragment }) {
  return <SectionShell section={section} dark actions="buttons" />;
}
