import React from "react";
import { graphql, type HeadProps } from "gatsby";
import { ContentHead, ContentPage } from "../../components/content-page";
import { REPORT_PAGE_CSS } from "../../lib/site-check/page";

export const query = graphql`
  query AiSearchCheckReportPage($route: String!) {
    pageYaml(path: { eq: $route }) {
      ...PageContent
    }
  }
`;

/**
 * What /ai-search-check/report/ shows: a report that is not (or no longer) kept. It is also every
 * kept report's frame: its Function draws the report into this page's <main>
 * (src/lib/site-check/report-frame.ts), so the head carries the report's look.
 */
export default ContentPage;

export function Head(props: HeadProps<Queries.AiSearchCheckReportPageQuery>) {
  return (
    <>
      <ContentHead {...props} />
      <style>{REPORT_PAGE_CSS}</style>
    </>
  );
}
