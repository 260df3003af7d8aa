import type { ContentRule } from "./context";

export const articlesRule: ContentRule = {
  name: "articles: authors, services, dates and slugs",
  check: ({ insights }) => insights.problems,
};
