import { graphql } from "gatsby";
import { ContentHead, ContentPage } from "../components/content-page";

export const query = graphql`
  query StrategyBuilderPage {
    pageYaml(path: { eq: "/seo-strategy-builder" }) {
      ...PageContent
    }
  }
`;

export default ContentPage;
export const Head = ContentHead;
