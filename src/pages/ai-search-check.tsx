import React from "react";
import { graphql, type HeadProps } from "gatsby";
import { ContentHead, ContentPage } from "../components/content-page";
import { REPORT_CSS } from "../lib/site-check/page";

export const query = graphql`
  query AiSearchCheckPage($route: String!) {
    pageYaml(path: { eq: $route }) {
      ...PageContent
    }
  }
`;

export default ContentPage;

/** The page's head, plus the report's look (report-style.ts), which the island's report and the report pages share. */
export function Head(props: HeadProps<Queries.AiSearchCheckPageQuery>) {
  return (
    <>
      <ContentHead {...props} />
      <style>{REPORT_CSS}</style>
    </>
  );
}
