import { type ContentRule, error, pagePath } from "./context";

export const pageRoutesRule: ContentRule = {
  name: "each page file fills a route of src/pages, one file a route",
  check({ typed, staticRoutes, filesByRoute }) {
    return typed.pages.flatMap((page) => {
      const route = pagePath(page);
      const owner = route === undefined ? page : filesByRoute.get(route);
      if (route === undefined || owner === page) return [];
      if (owner) return [error(page.file, "path", `"${route}" is already used by ${owner.file}`)];
      return [
        error(
          page.file,
          "path",
          `"${route}" has no page file in src/pages; use one of: ${[...staticRoutes].sort().join(", ")}`,
        ),
      ];
    });
  },
};
