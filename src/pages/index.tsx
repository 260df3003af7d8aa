import { graphql } from "gatsby";
import { ContentHead, ContentPage } from "../components/content-page";

export const query = graphql`
  query HomePage {
    pageYaml(path: { eq: "/" }) {
      ...PageContent
    }
  }
`;

export default ContentPage;
export const Head = ContentHead;
