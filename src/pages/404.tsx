import React, { useEffect } from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { ContentHead, ContentPage } from "../components/content-page";
import { useSite } from "../hooks/use-site";

export const query = graphql`
  query NotFoundPage {
    pageYaml(path: { eq: "/404" }) {
      ...PageContent
    }
  }
`;

type Data = Queries.NotFoundPageQuery;

/** Any unknown path: the 404 page, served with a 404 status, and the attempted path logged (SPEC §2). */
export default function NotFoundPage(props: PageProps<Data>) {
  const { ui } = useSite();
  const attempted = props.location.pathname;
  useEffect(() => {
    console.warn(ui.notFoundLog, attempted);
  }, [ui.notFoundLog, attempted]);
  return <ContentPage {...props} />;
}

export const Head = (props: HeadProps<Data>) => <ContentHead {...props} />;
