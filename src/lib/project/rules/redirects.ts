import { normalisePath } from "../../content/pages";
import { type ContentRule, error, siteList } from "./context";

export const redirectsRule: ContentRule = {
  name: "a redirect hides no page",
  // Where a redirect goes is checked with every other link; here, that it hides no page.
  check: ({ content, typed, routes }) =>
    (siteList(typed, "redirects") ?? []).flatMap((r, i) =>
      routes.has(normalisePath(r.from))
        ? [error(content.site.file, `redirects[${i}].from`, `"${r.from}" is a page; a redirect cannot hide it`)]
        : [],
    ),
};
