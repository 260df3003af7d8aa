import { type Page, serviceSchema } from "../../content/schema";
import { textsIn, whole } from "../../content/parse";
import { formatPath, type Problem } from "../../content/problems";
import { type ContentRule, error, schemaOf, serviceSlug } from "./context";

/** The field of pages and services listing their sections. */
const SECTIONS = "sections" satisfies keyof Page;
const notAService = (name: string) => `"${name}" is not a service; use the slug of a file in data/services/`;

export const serviceReferencesRule: ContentRule = {
  name: "service cards and related services name services",
  check({ typed, slugs }) {
    const problems: Problem[] = [];
    // A service named in a section: wherever the schema makes a text a reference to services.
    for (const file of [...typed.pages, ...typed.services]) {
      for (const { path, text, ref } of textsIn(schemaOf(file, typed), file.data)) {
        if (path[0] === SECTIONS && ref?.collection === "services" && !slugs.has(text))
          problems.push(error(file.file, formatPath(path), notAService(text)));
      }
    }
    for (const service of typed.services) {
      const own = serviceSlug(service);
      const seen = new Set<string>();
      // A list with a wrong entry is not read (the schema rule names the entry).
      (whole(serviceSchema.shape.related, service.data?.related) ?? []).forEach((name, j) => {
        if (name === own)
          problems.push(error(service.file, `related[${j}]`, `"${name}" is this service itself; name other services`));
        else if (!slugs.has(name)) problems.push(error(service.file, `related[${j}]`, notAService(name)));
        else if (seen.has(name)) problems.push(error(service.file, `related[${j}]`, `"${name}" is listed twice`));
        seen.add(name);
      });
    }
    return problems;
  },
};
