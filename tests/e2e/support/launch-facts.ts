/**
 * The agency's facts filled with stand-ins in a copy of the site (tests/e2e/fixtures/launch-facts.yaml),
 * so that the copy builds as the live site does: in Netlify's production context, which refuses a
 * placeholder ABN, phone, price or term (src/lib/content/placeholders.ts). Driven by the launch check
 * itself (`npm run check -- --launch`): each blocker is filled by its field, and a blocker this file
 * has no stand-in for stops the preparation, naming it.
 */
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import yaml from "js-yaml";
import { loadProject } from "../../../src/lib/project/load";
import { launchBlockers } from "../../../src/lib/content/launch";
import { formatProblem } from "../../../src/lib/content/problems";
import { root } from "./copies";

interface Facts {
  abn: string;
  phone: string;
  phoneHref: string;
  ownership: string;
  sameAs: string[];
  price: number;
  minimumMonths: number;
  booking: string;
  strategist: string;
  byline: string;
  reviews: { url: string; rating: number; count: number };
}

const FACTS_FILE = path.join(root, "tests", "e2e", "fixtures", "launch-facts.yaml");

type Tree = Record<string, unknown> | unknown[];
const isTree = (value: unknown): value is Tree => typeof value === "object" && value !== null;

/** `sections[6].price` as keys: ["sections", 6, "price"]. */
const keysOf = (field: string): Array<string | number> =>
  field.split(".").flatMap((part) => {
    const [name = "", ...indices] = part.split(/[[\]]+/).filter(Boolean);
    return [name, ...indices.map(Number)];
  });

function set(tree: Tree, field: string, value: unknown): void {
  const keys = keysOf(field);
  let node: unknown = tree;
  for (const key of keys.slice(0, -1)) {
    if (!isTree(node)) throw new Error(`${field}: no ${String(key)} to fill`);
    node = (node as Record<string | number, unknown>)[key];
  }
  if (!isTree(node)) throw new Error(`${field}: nothing to fill`);
  (node as Record<string | number, unknown>)[keys[keys.length - 1] ?? ""] = value;
}

/** What to write for a blocker's field: [field, value] pairs, or undefined when this file has no stand-in for it. */
function standIn(field: string, facts: Facts): Array<[string, unknown]> | undefined {
  if (field === "abn") return [["abn", facts.abn]];
  if (field === "contact.phoneHref")
    return [
      ["contact.phoneHref", facts.phoneHref],
      ["contact.phone", facts.phone],
    ];
  const link = /^externalLinks\[(\d+)\]\.url$/.exec(field);
  if (link) return [[`externalLinks[${link[1]}].placeholder`, false]];
  if (field === "example.placeholder") return [["example.placeholder", false]];
  if (field === "engagement.ownership") return [["engagement.ownership", facts.ownership]];
  if (field === "sameAs") return [["sameAs", facts.sameAs]];
  if (/^sections\[\d+\]\.price$/.test(field)) return [[field, facts.price]];
  if (/^sections\[\d+\]\.minimumMonths$/.test(field)) return [[field, facts.minimumMonths]];
  if (field === "booking.url") return [["booking.url", facts.booking]];
  // The office address as data/site.yaml writes it, confirmed for the copy.
  if (field === "contact.addressPlaceholder") return [["contact.addressPlaceholder", false]];
  if (/^reviews\.(url|rating|count)$/.test(field))
    return [
      ["reviews.url", facts.reviews.url],
      ["reviews.rating", facts.reviews.rating],
      ["reviews.count", facts.reviews.count],
    ];
  if (field === "people.strategist") return [["people.strategist", facts.strategist]];
  // An article's byline, in its front matter.
  if (field === "author") return [["author", facts.byline]];
  // The fixtures' team has people with photos once the fixtures are in: nothing to write.
  if (field === "authors") return [];
  return undefined;
}

/** Fills every launch blocker of the site in `dir` with its stand-in; throws, naming them, for blockers with none. */
export function fillLaunchFacts(dir: string): void {
  const facts = yaml.load(fs.readFileSync(FACTS_FILE, "utf8")) as Facts;
  const blockers = launchBlockers(loadProject(dir).content);
  const missing: string[] = [];
  const edits = new Map<string, Array<[string, unknown]>>();
  for (const blocker of blockers) {
    const writes = standIn(blocker.path, facts);
    if (!writes) missing.push(formatProblem(blocker));
    else edits.set(blocker.file, [...(edits.get(blocker.file) ?? []), ...writes]);
  }
  if (missing.length > 0)
    throw new Error(
      `launch blockers with no stand-in in ${path.relative(root, FACTS_FILE)} (add one there and in tests/e2e/support/launch-facts.ts):\n${missing.join("\n")}`,
    );
  for (const [file, writes] of edits) {
    if (writes.length === 0) continue;
    const full = path.join(dir, file);
    if (file.endsWith(".md")) {
      const article = matter(fs.readFileSync(full, "utf8"));
      for (const [field, value] of writes) set(article.data, field, value);
      fs.writeFileSync(full, matter.stringify(article.content, article.data));
      continue;
    }
    const tree = yaml.load(fs.readFileSync(full, "utf8")) as Tree;
    for (const [field, value] of writes) set(tree, field, value);
    fs.writeFileSync(full, yaml.dump(tree, { lineWidth: -1 }));
  }
  const left = launchBlockers(loadProject(dir).content);
  if (left.length > 0)
    throw new Error(`launch blockers left after the stand-ins:\n${left.map(formatProblem).join("\n")}`);
}
