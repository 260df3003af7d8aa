import { bodyLinkProblems } from "../../insights";
import type { ContentRule } from "./context";

export const articleLinksRule: ContentRule = {
  name: "article bodies link to pages",
  check: ({ insights, routes, filesByRoute, idsOf }) =>
    bodyLinkProblems(
      [...insights.routes.values()],
      routes,
      insights.drafts,
      (route) => {
        const file = filesByRoute.get(route);
        return file ? idsOf.get(file) : undefined;
      },
      insights.scheduled,
    ),
};
