import { graphql } from "gatsby";
import { ContentHead, ContentPage } from "../components/content-page";

export const query = graphql`
  query WhyTraditionalSeoPage {
    pageYaml(path: { eq: "/why-traditional-seo-ineffective" }) {
      ...PageContent
    }
  }
`;

export default ContentPage;
export const Head = ContentHead;
