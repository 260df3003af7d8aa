/**
 * What lives where in data/: each collection owns one file or one folder, and a file no
 * collection owns stops the build naming it (src/lib/project/load.ts), before any plugin can take it for
 * something it is not (a stray Markdown file for an article).
 */
export interface Collection {
  name: string;
  /** A single file in data/. */
  file?: string;
  /** Or a folder in data/, with the extension of its files (sub-folders too, when `nested`). */
  folder?: string;
  extension?: RegExp;
  nested?: boolean;
  /** How CONTENT.md and the build's message name it. */
  describe: string;
}

export const COLLECTIONS: readonly Collection[] = [
  { name: "site", file: "site.yaml", describe: "data/site.yaml" },
  { name: "authors", file: "authors.yaml", describe: "data/authors.yaml" },
  { name: "pages", folder: "pages", extension: /\.ya?ml$/, describe: "data/pages/*.yaml" },
  { name: "services", folder: "services", extension: /\.ya?ml$/, describe: "data/services/*.yaml" },
  { name: "insights", folder: "insights", extension: /\.(md|markdown)$/, nested: true, describe: "data/insights/*.md" },
  { name: "clients", file: "clients.yaml", describe: "data/clients.yaml" },
  { name: "site-check", file: "site-check.yaml", describe: "data/site-check.yaml" },
  {
    name: "case-studies",
    folder: "case-studies",
    extension: /\.(md|csv|svg|png)$/,
    describe: "data/case-studies/ (each case study's .md, its Search Console .csv and logo)",
  },
  { name: "team-photos", folder: "team", extension: /\.(jpe?g|png|webp)$/, describe: "data/team/ (photos)" },
  { name: "client-logos", folder: "clients", extension: /\.(svg|png)$/, describe: "data/clients/ (logos)" },
];

/** The collection a file in data/ belongs to (`relative` to data/, with forward slashes), if any. */
export function collectionOf(relative: string): Collection | undefined {
  const [first = "", ...rest] = relative.split("/");
  return COLLECTIONS.find((c) => {
    if (c.file !== undefined) return rest.length === 0 && first === c.file;
    if (c.folder !== first || rest.length === 0) return false;
    if (rest.length > 1 && !c.nested) return false;
    return c.extension?.test(rest[rest.length - 1] ?? "") ?? true;
  });
}

/** Why a file is refused: it belongs to no collection. */
export function unownedFileMessage(): string {
  const places = COLLECTIONS.map((c) => c.describe);
  return `is in no collection, so the site would not know what it is: content lives in ${places.slice(0, -1).join(", ")} and ${places[places.length - 1]}. Move it there or delete it.`;
}
