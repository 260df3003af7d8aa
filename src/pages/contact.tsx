import { graphql } from "gatsby";
import { ContentHead, ContentPage } from "../components/content-page";

export const query = graphql`
  query ContactPage {
    pageYaml(path: { eq: "/contact" }) {
      ...PageContent
    }
  }
`;

export default ContentPage;
export const Head = ContentHead;
