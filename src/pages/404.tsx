import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ContentHead, ContentPage } from "../components/content-page";
import { useSite } from "../hooks/use-site";
import { notFoundLogScript } from "../lib/browser";

export const query = graphql`
  query NotFoundPage($route: String!) {
    pageYaml(path: { eq: $route }) {
      ...PageContent
    }
  }
`;

type Data = Queries.NotFoundPageQuery;

/** Any unknown path: the 404 page, served with a 404 status, and the attempted path logged (SPEC §2). */
export default function NotFoundPage(props: PageProps<Data>) {
  return <ContentPage {...props} />;
}

/** The log is a script of the page's own: the page loads no framework that could run it. */
export const Head = (props: HeadProps<Data>) => {
  const { ui } = useSite();
  return (
    <>
      <ContentHead {...props} />
      <script dangerouslySetInnerHTML={{ __html: notFoundLogScript(ui.notFoundLog) }} />
    </>
  );
};
