import { graphql } from "gatsby";
import { ContentHead, ContentPage } from "../../components/content-page";

export const query = graphql`
  query ServicesPage {
    pageYaml(path: { eq: "/services" }) {
      ...PageContent
    }
  }
`;

export default ContentPage;
export const Head = ContentHead;
