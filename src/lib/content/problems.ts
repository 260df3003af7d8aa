/**
 * What the content checks report, and the helpers every check shares: a problem names the file,
 * the field and what is wrong. Free of Node APIs, like the checks (the CMS runs them in the browser).
 */
import type { z } from "zod";

export interface Problem {
  file: string;
  /** Field path inside the file, e.g. `sections[2].items[0].link`; empty for the whole file. */
  path: string;
  message: string;
  /** Warnings are reported but do not stop the build. */
  severity: "error" | "warning";
  /**
   * What stands between the site and its launch (placeholders.ts, launch.ts): one of the agency's
   * own facts, people or prices still a placeholder. A warning before launch, which the CMS
   * preview lists apart from the entry's problems; an error a production build stops on.
   */
  launch?: true;
}

export interface ContentFile {
  /** Path relative to the project root, e.g. `data/services/local-seo.yaml`. */
  file: string;
  data: unknown;
}

/** A problem within its file: `sections[2].heading is required`. */
export function describeProblem(p: Problem): string {
  return `${p.path ? `${p.path} ` : ""}${p.message}`;
}

export function formatProblem(p: Problem): string {
  return `${p.file}: ${describeProblem(p)}`;
}

export function formatPath(segments: ReadonlyArray<PropertyKey>): string {
  return segments.map((s, i) => (typeof s === "number" ? `[${s}]` : `${i === 0 ? "" : "."}${String(s)}`)).join("");
}

export function describeValue(value: unknown): string {
  if (value === null) return "empty";
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a group of fields";
  return typeof value === "string" ? "text" : typeof value;
}

const expectedNames: Record<string, string> = {
  string: "text",
  number: "a number",
  boolean: "true or false",
  array: "a list",
  object: "a group of fields",
};

/** Turns zod's issues into sentences an editor can act on. */
function issueMessage(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return issue.input === undefined
        ? "is required"
        : `should be ${expectedNames[issue.expected] ?? issue.expected}, not ${describeValue(issue.input)}`;
    case "too_small":
      if (issue.origin === "string") {
        return issue.minimum === 1 ? "must not be empty" : `must be at least ${String(issue.minimum)} characters`;
      }
      if (issue.origin === "array") return `needs at least ${String(issue.minimum)} entries`;
      return `must be at least ${String(issue.minimum)}`;
    case "too_big":
      if (issue.origin === "string") return `must be at most ${String(issue.maximum)} characters`;
      return `must be at most ${String(issue.maximum)}`;
    case "unrecognized_keys":
      return `has unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((k) => `"${k}"`).join(", ")} (check the spelling)`;
    case "invalid_value":
      if (issue.input === undefined) return "is required";
      // A value the schema explains itself (a consent that must be true) keeps its own words.
      if (!issue.message.startsWith("Invalid")) return issue.message;
      return `${JSON.stringify(issue.input)} is not allowed; use one of: ${issue.values.map(String).join(", ")}`;
    case "invalid_format":
      return issue.format === "email" ? "must be an email address" : issue.message;
    default:
      return issue.message;
  }
}

export function check(
  schema: z.ZodType,
  data: unknown,
  file: string,
  prefix: ReadonlyArray<PropertyKey> = [],
): Problem[] {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    file,
    path: formatPath([...prefix, ...issue.path]),
    message: issueMessage(issue),
    severity: "error" as const,
  }));
}

type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
