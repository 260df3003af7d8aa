/**
 * Articles as files: YAML front matter between `---` lines, then Markdown, split by gray-matter,
 * the reader gatsby-transformer-remark builds the site with (its default YAML engine too), so the
 * content rules read what the build reads. Node only (gray-matter needs Buffer): the CMS gets an
 * entry's front matter already read by Decap.
 */
import matter from "gray-matter";

export interface ParsedArticle {
  /** The front matter: dates written unquoted (YAML timestamps) become YYYY-MM-DD text, as they read. */
  data: unknown;
  body: string;
  /** Why the front matter cannot be read, if it cannot. */
  error?: string;
}

/** Dates YAML reads as timestamps, back as the YYYY-MM-DD the editor wrote. */
function datesAsText(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.map(datesAsText);
  if (typeof value === "object" && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, datesAsText(v)]));
  return value;
}

/** What gray-matter's YAML engine (js-yaml 3) throws; its class is not this package's js-yaml's. */
interface YamlError {
  name: "YAMLException";
  reason: string;
  mark?: { line: number; column: number };
}
const isYamlError = (e: unknown): e is YamlError => e instanceof Error && e.name === "YAMLException" && "reason" in e;

const NO_FRONT_MATTER =
  'has no front matter: start the file with a line "---", the fields (title, description, date, author, services), and another "---"';

/** `file` names the article in an error gray-matter throws that is not about its YAML. */
export function parseArticle(source: string, file: string): ParsedArticle {
  const text = source.replace(/^\uFEFF/, "");
  // A language after the opening "---" ("---js" would be evaluated) is not front matter the CMS writes.
  if (!matter.test(text) || matter.language(text).name !== "")
    return { data: undefined, body: source, error: NO_FRONT_MATTER };
  try {
    // Options, even none, keep gray-matter from caching every file it reads for the life of the process.
    const { data, content } = matter(text, {});
    const fields: unknown = data;
    return { data: datesAsText(fields), body: content };
  } catch (e) {
    if (!isYamlError(e)) throw new Error(`${file}: ${e instanceof Error ? e.message : String(e)}`, { cause: e });
    // The YAML starts on the line of the opening "---" (the rest of it, empty), hence + 1.
    const where = e.mark ? ` (line ${e.mark.line + 1}, column ${e.mark.column + 1})` : "";
    const body = matter(text, { engines: { yaml: () => ({}) } }).content;
    return { data: undefined, body, error: `has front matter that is not valid YAML: ${e.reason}${where}` };
  }
}
