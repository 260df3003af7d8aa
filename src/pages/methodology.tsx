import { graphql } from "gatsby";
import { ContentHead, ContentPage } from "../components/content-page";

export const query = graphql`
  query MethodologyPage($route: String!) {
    pageYaml(path: { eq: $route }) {
      ...PageContent
    }
  }
`;

export default ContentPage;
export const Head = ContentHead;
