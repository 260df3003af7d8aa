/**
 * What the build hands the Functions, read in one place: src/generated/function-data.json, which
 * gatsby-node.ts's onPreInit writes from data/ (src/lib/build/function-data.ts) before Gatsby
 * compiles the Functions, each of which imports it statically (webpack, and esbuild for the
 * scripts, put its values into the bundle). Seven values, each null when the build has none: the
 * contact form's interest options, how to reach the agency, the confirmation email's wording, and
 * the AI search check's report copy, the report's design data, findings' words and words for AI agents.
 *
 * The file is parsed once, at the first read, by the schemas below: the content model's own
 * (src/lib/content/schema/) where the value is a file's part as it parses, and for the shapes the
 * build derives (the findings' words, the filled confirmation), schemas made of the same fields.
 * TypeScript holds each schema to the type its feature names, both ways: the build's writer takes
 * the schemas' input (gatsby-node.ts passes a Words, a ReportCopy, a ConfirmationWording…) and each
 * feature's reader (builtWords, builtCopy, builtConfirmation…) returns the output as its own type.
 * A value that does not parse is left out, with one logged error naming its field (zod's path), so
 * each Function answers as it does when the build handed it nothing: the check and MCP 500
 * ("misconfigured"), the contact form 500, the report page its fallback copy.
 *
 * The file is generated, never committed (.gitignore). `npm install` writes it too, with every
 * value null (scripts/function-data.mjs, postinstall), when there is none yet: the import must
 * resolve for the type check, which CI runs before any build, and for the scripts that bundle
 * Function modules without Gatsby (scripts/bundle-ts.mjs); a build then writes the real one. A
 * committed stub would be overwritten by every build and show as a change in git. Jest maps the
 * import to tests/support/no-function-data.json (jest.config.js): a test hands data over with
 * setFunctionData, and never reads what the last build left.
 */
import { z } from "zod";
import built from "../../generated/function-data.json";
import type { Option } from "./enquiry";
import { copy, text } from "./schema/fields";
import { siteSchema } from "./schema/site";
import { siteCheckSchema } from "./schema/site-check";
import { siteCheckSection } from "./schema/sections/site-check";

/** The file, as the log names it (src/lib/build/function-data.ts writes it). */
const FUNCTION_DATA_FILE = "src/generated/function-data.json";

const option = z.strictObject({ value: z.string().min(1), label: z.string().min(1) }) satisfies z.ZodType<Option>;

const yaml = siteCheckSchema.shape;
const serviceLink = z.strictObject({ href: z.string().min(1), label: text });
const checkYaml = yaml.checks.element.shape;
const outcomeYaml = checkYaml.outcomes.element.shape;
const unreadYaml = yaml.unread.element.shape;
const sourceYaml = yaml.sources.element.shape;
const botsYaml = yaml.bots.shape;
const botOutcomeYaml = botsYaml.outcomes.element.shape;
const botYaml = botsYaml.crawlers.element.shape;
const walkYaml = yaml.walk.shape;
const needYaml = walkYaml.needs.element.shape;
const noteYaml = walkYaml.notes.element.shape;
const arguesYaml = yaml.disagreements.shape;
const kindYaml = arguesYaml.kinds.element.shape;
/** A source as a report cites it. */
const sourceLink = z.strictObject({
  title: sourceYaml.title,
  publisher: sourceYaml.publisher,
  year: sourceYaml.year,
  url: sourceYaml.url,
});

/** The findings' words as the build resolves them from data/site-check.yaml (site-check/words.ts resolveWords). */
const wordsSchema = z.strictObject({
  categories: z.record(yaml.categories.element.shape.id, yaml.categories.element.shape.title),
  checks: z.record(
    checkYaml.id,
    z.strictObject({
      name: checkYaml.name,
      why: checkYaml.why,
      action: checkYaml.action,
      service: serviceLink,
      outcomes: z.record(outcomeYaml.key, z.strictObject({ title: outcomeYaml.title, detail: outcomeYaml.detail })),
    }),
  ),
  unread: z.record(
    unreadYaml.id,
    z.strictObject({
      title: unreadYaml.title,
      detail: unreadYaml.detail,
      why: unreadYaml.why,
      action: unreadYaml.action,
      service: serviceLink,
    }),
  ),
  sources: z.record(sourceYaml.id, sourceLink),
  leftOut: yaml.leftOut,
  live: yaml.live,
  emailAsks: yaml.emailAsks,
  bots: z
    .strictObject({
      title: botsYaml.title,
      intro: botsYaml.intro,
      ipNote: botsYaml.ipNote,
      columns: botsYaml.columns,
      robots: botsYaml.robots,
      outcomes: z.record(
        botOutcomeYaml.key,
        z.strictObject({ title: botOutcomeYaml.title, detail: botOutcomeYaml.detail }),
      ),
      action: botsYaml.action,
      cloudflare: botsYaml.cloudflare,
      crawlers: z.array(
        z.strictObject({
          name: botYaml.name,
          owner: botYaml.owner,
          role: botYaml.role,
          userAgent: botYaml.userAgent,
          source: sourceLink,
        }),
      ),
      settingSources: z.array(sourceLink),
    })
    .optional(),
  walk: z
    .strictObject({
      title: walkYaml.title,
      intro: walkYaml.intro,
      sample: walkYaml.sample,
      start: walkYaml.start,
      followed: walkYaml.followed,
      foundHere: walkYaml.foundHere,
      notRead: walkYaml.notRead,
      needs: z.record(
        needYaml.key,
        z.strictObject({
          name: needYaml.name,
          found: needYaml.found,
          foundFrom: needYaml.foundFrom,
          missing: needYaml.missing,
          action: needYaml.action,
        }),
      ),
      notes: z.record(noteYaml.key, z.strictObject({ title: noteYaml.title, detail: noteYaml.detail })),
    })
    .optional(),
  disagreements: z
    .strictObject({
      title: arguesYaml.title,
      intro: arguesYaml.intro,
      sample: arguesYaml.sample,
      none: arguesYaml.none,
      kinds: z.record(
        kindYaml.key,
        z.strictObject({ title: kindYaml.title, detail: kindYaml.detail, action: kindYaml.action }),
      ),
    })
    .optional(),
});

/** The report's design data as the build composes it (site-check/report-design-build.ts reportDesign). */
const designSchema = z.strictObject({
  words: yaml.report,
  efforts: z.record(z.string(), checkYaml.effort),
  offers: z.record(z.string(), z.string().nullable()),
  people: z.strictObject({
    placeholder: text,
    placeholderRole: text,
    replyPromise: text,
    strategist: z.strictObject({ name: text, role: text }).nullable(),
  }),
  booking: z.strictObject({ label: text, note: text, url: z.string().nullable() }),
  agency: z.strictObject({ name: text, email: text, phone: text, phonePlaceholder: z.boolean() }),
});

const contact = siteSchema.shape.contact.shape;
/** data/site.yaml's confirmation with {phone} and {email} filled in (leads/notify/confirmation.ts confirmationWording). */
const confirmationSchema = siteSchema.shape.confirmation.unwrap().extend({ reachUs: copy });

/** Each value's schema, by its name in the file. */
export const FUNCTION_DATA_SCHEMAS = {
  /** The contact form's "Primary interest" choices (contact/interests.ts). */
  interestOptions: z.array(option).min(1),
  /** How a visitor reaches the agency when nothing could keep their message (contact/handler.ts). */
  reachUs: z.strictObject({ phone: contact.phone, email: contact.email }),
  /** The enquirer's confirmation email (leads/notify/confirmation.ts). */
  confirmation: confirmationSchema,
  /** The check's report copy: the check page's siteCheck section (site-check/report-copy.ts). */
  siteCheckCopy: siteCheckSection.shape.check,
  /** The report's verdicts, groups, prices and strategist slot (site-check/report-design.ts). */
  siteCheckDesign: designSchema,
  /** The findings' words (site-check/words.ts). */
  siteCheckWords: wordsSchema,
  /** What AI agents read about the check's MCP tools (site-check/openapi.ts AgentWords). */
  siteCheckAgents: yaml.agents,
};

type Schemas = typeof FUNCTION_DATA_SCHEMAS;
export type FunctionDataKey = keyof Schemas;
/** The hand-over as the Functions read it: each value the build gave, parsed. */
export type FunctionData = { [K in FunctionDataKey]?: z.output<Schemas[K]> };
/** The hand-over as the build writes it: every value, null when the build has none. */
export type FunctionDataInput = { [K in FunctionDataKey]: z.input<Schemas[K]> | null };

/** One value of the file, parsed by its schema: undefined when the build gave none, or (named in `problems`) when it does not parse. */
function value<T>(raw: object, key: FunctionDataKey, schema: z.ZodType<T>, problems: string[]): T | undefined {
  const given: unknown = Reflect.get(raw, key);
  if (given === null || given === undefined) return undefined;
  const parsed = schema.safeParse(given);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    problems.push(`${[key, ...issue.path.map(String)].join(".")}: ${issue.message}`);
  return undefined;
}

/** The file's values that parse, and a sentence naming each that does not, by its path. */
export function parseFunctionData(raw: unknown): { data: FunctionData; problems: string[] } {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    return { data: {}, problems: [`${FUNCTION_DATA_FILE} is not an object`] };
  const problems: string[] = [];
  const s = FUNCTION_DATA_SCHEMAS;
  const data: FunctionData = {
    interestOptions: value(raw, "interestOptions", s.interestOptions, problems),
    reachUs: value(raw, "reachUs", s.reachUs, problems),
    confirmation: value(raw, "confirmation", s.confirmation, problems),
    siteCheckCopy: value(raw, "siteCheckCopy", s.siteCheckCopy, problems),
    siteCheckDesign: value(raw, "siteCheckDesign", s.siteCheckDesign, problems),
    siteCheckWords: value(raw, "siteCheckWords", s.siteCheckWords, problems),
    siteCheckAgents: value(raw, "siteCheckAgents", s.siteCheckAgents, problems),
  };
  return { data, problems };
}

let read: FunctionData | undefined;

/**
 * The hand-over, parsed at the first read; a value that does not parse is logged once, naming its
 * field, and left out (the Function answers as without it).
 */
function functionData(): FunctionData {
  if (read === undefined) {
    const { data, problems } = parseFunctionData(built);
    for (const problem of problems)
      console.error(`[function-data] the build's ${FUNCTION_DATA_FILE} is invalid, left out: ${problem}`);
    read = data;
  }
  return read;
}

/** One value the build handed the Functions, if it did and it parses. */
export function handedOver<K extends FunctionDataKey>(key: K): FunctionData[K] {
  return functionData()[key];
}

/**
 * Tests: the Functions read `raw` from now on (parsed and logged as the build's file would be), in
 * place of the file; undefined reads the file again.
 */
export function setFunctionData(raw: unknown): void {
  read = undefined;
  if (raw !== undefined) {
    const { data, problems } = parseFunctionData(raw);
    if (problems.length > 0) throw new Error(`setFunctionData: ${problems.join("; ")}`);
    read = data;
  }
}
