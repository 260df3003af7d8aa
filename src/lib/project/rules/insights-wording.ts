import { type ContentRule, error } from "./context";

export const insightsWordingRule: ContentRule = {
  name: "articles need the wording of /insights/",
  check: ({ content, articles, hasInsights }) =>
    articles.length > 0 && !hasInsights
      ? [
          error(
            content.site.file,
            "ui.insights",
            "is required: data/insights/ has articles, and /insights/ needs its wording",
          ),
        ]
      : [],
};
