import React from "react";
import { graphql } from "gatsby";
import { chakra } from "@chakra-ui/react/styled-system";
import { SiteLink } from "../ui/site-link";
import { gridColumns } from "../ui/grid";
import { articlePath, formatDate } from "../../lib/insights/client";
import { useAuthors } from "../../hooks/use-authors";

export const query = graphql`
  fragment ArticleListFields on MarkdownRemark {
    fields {
      slug
    }
    frontmatter {
      title
      description
      date
      author
    }
  }
`;

export type ArticleListItem = Queries.ArticleListFieldsFragment;

/** `<time>` for a YYYY-MM-DD date (or the ISO timestamp a YAML date becomes), in Australian words. */
export function DateTime({ date }: { date: string }) {
  const day = date.slice(0, 10);
  return <time dateTime={day}>{formatDate(day)}</time>;
}

/**
 * Articles as a list a reader scans: the title as a link (the whole entry is clickable), the date,
 * the author and the description. `headingLevel` keeps the outline right where the list sits. A
 * `brief` list (the latest articles on another page) leaves the description, and any article
 * after the second (`onPhones`; the first alone on a service page), to wider screens.
 */
export function ArticleList({
  articles,
  headingLevel = "h3",
  brief = false,
  onPhones = 2,
}: {
  articles: ReadonlyArray<ArticleListItem>;
  headingLevel?: "h2" | "h3";
  brief?: boolean;
  /** How many of a brief list a phone shows. */
  onPhones?: number;
}) {
  const authors = useAuthors();
  const Heading = headingLevel === "h2" ? chakra.h2 : chakra.h3;
  return (
    <chakra.ul
      display="grid"
      gridTemplateColumns={gridColumns(articles.length)}
      columnGap="10"
      rowGap={{ base: brief ? "6" : "12", md: "12" }}
      listStyleType="none"
      p="0"
      m="0"
    >
      {articles.map((article, i) => {
        const author = authors.find((a) => a.key === article.frontmatter.author);
        return (
          // A brief list shows its first two (or `onPhones`) on phones, the rest from 768 px.
          <chakra.li
            key={article.fields.slug}
            display={brief && i >= onPhones ? { base: "none", md: "list-item" } : undefined}
          >
            <chakra.article
              position="relative"
              display="flex"
              flexDirection="column"
              gap={{ base: brief ? "2" : "3", md: "3" }}
              pt={{ base: brief ? "4" : "6", md: "6" }}
              borderTopWidth="1px"
              borderColor="border.strong"
              height="full"
              css={{ "&:hover h2, &:hover h3": { color: "accent" } }}
            >
              <chakra.p fontSize="sm" color="fg.muted">
                <DateTime date={article.frontmatter.date} />
                {author ? <> · {author.name}</> : null}
              </chakra.p>
              <Heading
                fontSize={{ base: brief ? "xl" : "2xl", md: "2xl" }}
                fontWeight="semibold"
                lineHeight="snug"
                transition="colors"
              >
                <SiteLink
                  to={articlePath(article.fields.slug)}
                  color="inherit"
                  css={{ "&::after": { content: '""', position: "absolute", inset: "0" } }}
                >
                  {article.frontmatter.title}
                </SiteLink>
              </Heading>
              <chakra.p color="fg.muted" display={brief ? { base: "none", md: "block" } : undefined}>
                {article.frontmatter.description}
              </chakra.p>
            </chakra.article>
          </chakra.li>
        );
      })}
    </chakra.ul>
  );
}
