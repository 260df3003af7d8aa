/**
 * The AI search check's words (data/site-check.yaml) against its checks (src/lib/site-check/checks/):
 * every check has its words, every outcome a title and a detail, each text names only values its
 * outcome gives, each service exists, and the sources the checks' evidence cites are listed (and
 * every listed source is cited). A check without its words stops the build, as does a page
 * offering the check (a siteCheck section) without the file.
 */
import type { SiteCheckFile } from "../../content/schema";
import type { TypedFile } from "../../content/parse";
import type { Problem } from "../../content/problems";
import {
  BOT_OUTCOME_RULES,
  CHECKS,
  DISAGREEMENT_EVIDENCE,
  DISAGREEMENT_VARS,
  NEED_EVIDENCE,
  NOTE_RULES,
  UNREAD,
  UNREAD_IDS,
  templateNames,
} from "../../site-check";
import { type ContentRule, error } from "./context";

/** What a text may name: `{name}` for each value its outcome gives. */
function unknownNames(text: string | undefined, allowed: readonly string[]): string[] {
  return text === undefined ? [] : templateNames(text).filter((name) => !allowed.includes(name));
}

/** The file's own problems against the checks (the CMS runs these before it saves, as the build does). */
export function siteCheckWordsProblems(file: TypedFile<SiteCheckFile>): Problem[] {
  const problems: Problem[] = [];
  const at = (path: string, message: string) => problems.push(error(file.file, path, message));
  const written = file.data?.checks ?? [];
  for (const check of CHECKS) {
    const index = written.findIndex((w) => w?.id === check.id);
    if (index === -1) {
      at(
        "checks",
        `has no words for the check "${check.id}"; add its entry (each outcome's title and detail, why, what to do and the service)`,
      );
      continue;
    }
    const outcomes = written[index]?.outcomes ?? [];
    for (const [key, outcome] of Object.entries(check.outcomes)) {
      const j = outcomes.findIndex((o) => o?.key === key);
      if (j === -1) {
        at(
          `checks[${index}].outcomes`,
          `has no words for the outcome "${key}" of "${check.id}"; add its title and detail`,
        );
        continue;
      }
      const said = outcomes[j];
      for (const field of ["title", "detail"] as const) {
        const names = unknownNames(said?.[field], outcome.vars ?? []);
        if (names.length > 0)
          at(
            `checks[${index}].outcomes[${j}].${field}`,
            `names {${names.join("}, {")}}, which "${key}" does not give${outcome.vars?.length ? `; it gives {${outcome.vars.join("}, {")}}` : "; it names no value"}`,
          );
      }
    }
    outcomes.forEach((o, j) => {
      if (o?.key !== undefined && !(o.key in check.outcomes))
        at(
          `checks[${index}].outcomes[${j}].key`,
          `"${o.key}" is not an outcome of "${check.id}"; its outcomes are ${Object.keys(check.outcomes).join(", ")}`,
        );
    });
  }
  written.forEach((w, i) => {
    if (w?.id !== undefined && !CHECKS.some((c) => c.id === w.id))
      at(`checks[${i}].id`, `"${w.id}" is not a check; the checks are ${CHECKS.map((c) => c.id).join(", ")}`);
  });
  const unreadWritten = file.data?.unread ?? [];
  for (const id of UNREAD_IDS) {
    const index = unreadWritten.findIndex((u) => u?.id === id);
    if (index === -1) {
      at("unread", `has no words for "${id}"`);
      continue;
    }
    const said = unreadWritten[index];
    for (const field of ["title", "detail"] as const) {
      const names = unknownNames(said?.[field], UNREAD[id].vars);
      if (names.length > 0)
        at(
          `unread[${index}].${field}`,
          `names {${names.join("}, {")}}, which "${id}" does not give; it gives {${UNREAD[id].vars.join("}, {")}}`,
        );
    }
  }
  const sources = file.data?.sources ?? [];
  const listed = new Set(sources.map((s) => s?.id));
  const bots = file.data?.bots;
  // The bot table cites each crawler's owner's documentation, and Cloudflare's setting.
  const botSources = [...(bots?.crawlers ?? []).map((c) => c?.source), ...(bots?.settingSources ?? [])];
  // The agent's walk and the disagreements cite theirs in their code (walk.ts, disagreements.ts).
  const codeSources = [
    ...Object.values(NEED_EVIDENCE),
    ...Object.values(NOTE_RULES),
    ...Object.values(DISAGREEMENT_EVIDENCE),
  ]
    .map((spec) => spec.source)
    .filter((id): id is string => id !== undefined);
  // A check's evidence, and an outcome's own where it has one (a stale date's research).
  const checkSources = (check: (typeof CHECKS)[number]): string[] =>
    [check.evidence, ...Object.values(check.outcomes).map((o) => o.evidence)]
      .map((evidence) => evidence?.source)
      .filter((id): id is string => id !== undefined);
  const cited = new Set([
    ...CHECKS.flatMap(checkSources),
    ...botSources.filter((id): id is string => id !== undefined),
    ...codeSources,
  ]);
  codeSources.forEach((id) => {
    if (!listed.has(id))
      at(
        "sources",
        `has no source "${id}", which the agent's walk or the disagreements cite; add it (after reading its words)`,
      );
  });
  const walk = file.data?.walk;
  (walk?.needs ?? []).forEach((said, i) => {
    for (const field of ["found", "foundFrom"] as const) {
      const names = unknownNames(said?.[field], []);
      if (names.length > 0) at(`walk.needs[${i}].${field}`, `names {${names.join("}, {")}}; it names no value`);
    }
    const names = unknownNames(said?.missing, ["pages"]);
    if (names.length > 0) at(`walk.needs[${i}].missing`, `names {${names.join("}, {")}}; it gives {pages}`);
  });
  for (const [field, given] of [
    ["sample", ["pages"]],
    ["followed", ["link"]],
    ["start", []],
  ] as const) {
    const names = unknownNames(walk?.[field], given);
    if (names.length > 0) at(`walk.${field}`, `names {${names.join("}, {")}}, which it does not give`);
  }
  (file.data?.disagreements?.kinds ?? []).forEach((said, i) => {
    const key = said?.key;
    if (key === undefined) return;
    const given = DISAGREEMENT_VARS[key];
    for (const field of ["title", "detail", "action"] as const) {
      const names = unknownNames(said?.[field], given);
      if (names.length > 0)
        at(
          `disagreements.kinds[${i}].${field}`,
          `names {${names.join("}, {")}}, which "${key}" does not give; it gives ${given.length > 0 ? `{${given.join("}, {")}}` : "none"}`,
        );
    }
  });
  (bots?.outcomes ?? []).forEach((said, i) => {
    const key = said?.key;
    if (key === undefined) return;
    const given = BOT_OUTCOME_RULES[key].vars;
    for (const field of ["title", "detail"] as const) {
      const names = unknownNames(said?.[field], given);
      if (names.length > 0)
        at(
          `bots.outcomes[${i}].${field}`,
          `names {${names.join("}, {")}}, which "${key}" does not give; it gives ${given.length > 0 ? `{${given.join("}, {")}}` : "none"}`,
        );
    }
  });
  botSources.forEach((id) => {
    if (id !== undefined && !listed.has(id))
      at("bots", `cites the source "${id}", which is not listed; add it to sources (after reading its words)`);
  });
  for (const check of CHECKS)
    for (const source of new Set(checkSources(check)))
      if (!listed.has(source))
        at(
          "sources",
          `has no source "${source}", which the check "${check.id}" cites as its evidence; add it (after reading its words)`,
        );
  sources.forEach((source, i) => {
    if (source?.id !== undefined && !cited.has(source.id))
      at(`sources[${i}]`, `"${source.id}" is cited by no check; remove it, or cite it from the check it supports`);
  });
  return problems;
}

export const siteCheckWordsRule: ContentRule = {
  name: "the AI search check has words for every check and outcome, naming services that exist",
  check({ typed, slugs }) {
    const file = typed.siteCheck;
    if (!file) {
      // Only a site that offers the check needs its words.
      const offered = typed.pages.find((page) => page.data?.sections?.some((section) => section?.type === "siteCheck"));
      return offered
        ? [
            error(
              offered.file,
              "sections",
              "offers the AI search check, whose words are in data/site-check.yaml: add that file",
            ),
          ]
        : [];
    }
    const problems: Problem[] = [];
    const checks = file.data?.checks ?? [];
    checks.forEach((check, i) => {
      if (check?.service !== undefined && !slugs.has(check.service))
        problems.push(
          error(
            file.file,
            `checks[${i}].service`,
            `"${check.service}" is not a service; use the slug of a file in data/services/`,
          ),
        );
    });
    const unread = file.data?.unread ?? [];
    unread.forEach((u, i) => {
      if (u?.service !== undefined && !slugs.has(u.service))
        problems.push(
          error(
            file.file,
            `unread[${i}].service`,
            `"${u.service}" is not a service; use the slug of a file in data/services/`,
          ),
        );
    });
    return problems;
  },
};
