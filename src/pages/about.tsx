import { graphql } from "gatsby";
import { ContentHead, ContentPage } from "../components/content-page";

export const query = graphql`
  query AboutPage {
    pageYaml(path: { eq: "/about" }) {
      ...PageContent
    }
  }
`;

export default ContentPage;
export const Head = ContentHead;
