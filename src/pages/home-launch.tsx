import { graphql } from "gatsby";
import { ContentHead, ContentPage } from "../components/content-page";

export const query = graphql`
  query HomeLaunchPage {
    pageYaml(path: { eq: "/home-launch" }) {
      ...PageContent
    }
  }
`;

export default ContentPage;
export const Head = ContentHead;
