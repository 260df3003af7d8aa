import type { Problem } from "../../content/problems";
import { type ContentRule, error, serviceSlug } from "./context";

export const serviceSlugsRule: ContentRule = {
  name: "each service's slug is its file's name, one service a slug",
  check({ typed, slugs }) {
    return typed.services.flatMap((service) => {
      const slug = serviceSlug(service);
      if (slug === undefined) return [];
      const expected = `${slug}.yaml`;
      const problems: Problem[] = [];
      if (service.file.split("/").pop() !== expected)
        problems.push(
          error(
            service.file,
            "slug",
            `"${slug}" must match the file name; rename the file to ${expected} or change the slug`,
          ),
        );
      const first = slugs.get(slug);
      if (first !== service.file)
        problems.push(
          error(service.file, "slug", `"${slug}" is already used by ${first}; every service needs its own slug`),
        );
      return problems;
    });
  },
};
