import { graphql } from "gatsby";
import { ContentHead, ContentPage } from "../components/content-page";

export const query = graphql`
  query PrivacyPage {
    pageYaml(path: { eq: "/privacy" }) {
      ...PageContent
    }
  }
`;

export default ContentPage;
export const Head = ContentHead;
