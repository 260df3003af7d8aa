/**
 * The live answer check's section of a report (report-view.ts draws it after the bot table): the
 * form that asks for it (a plain POST, so it works without JavaScript), its progress, or its
 * figures: per engine a table of the questions, each "k of n" answers naming the business and
 * citing its site with its 95% range; what the answers named and cited instead; what it cost; that
 * an API answer is not the app's; and every raw answer, folded. Free of Node APIs.
 */
import { createElement as h, Fragment } from "react";
import { AGENT_TOOL_NAMES, agentForm } from "../../content/agent-forms";
import { reportPath } from "../../content/report-address";
import { fill } from "../words";
import { percent, type Interval } from "./wilson";
import { buildQuestions } from "./questions";
import type { LiveSection } from "./section";
import type { LiveEngineResult, LiveResult } from "./summary";
import { dollars } from "./spend";
import { enginesInWords, type LiveWords } from "./words";

const heading = (level: number, props: Record<string, unknown>, text: string) =>
  h(`h${Math.min(level, 6)}`, props, text);

function Count({ k, n, range, words }: { k: number; n: number; range: Interval | undefined; words: LiveWords }) {
  if (n === 0) return h("td", { className: "sc-live-none" }, words.noAnswers);
  return h(
    "td",
    { "data-k": k, "data-n": n },
    h("strong", null, fill(words.count, { k, n })),
    range
      ? h(
          "span",
          { className: "sc-live-range" },
          ` (${fill(words.interval, { low: percent(range.low), high: percent(range.high) })})`,
        )
      : null,
  );
}

function Tally({
  title,
  rows,
  total,
  words,
  level,
}: {
  title: string;
  rows: LiveEngineResult["instead"];
  /** The answers the counts are out of. */
  total: number;
  words: LiveWords;
  level: number;
}) {
  return h(
    Fragment,
    null,
    heading(level, {}, title),
    rows.length === 0
      ? h("p", { className: "sc-note" }, words.none)
      : h(
          "ul",
          { className: "sc-live-tally" },
          ...rows.map((row) =>
            h("li", { key: row.value }, `${row.value} (${fill(words.inAnswers, { count: row.answers, total })})`),
          ),
        ),
  );
}

function EngineResult({
  result,
  engine,
  words,
  level,
}: {
  result: LiveResult;
  engine: LiveEngineResult;
  words: LiveWords;
  level: number;
}) {
  const label = words.engines[engine.engine];
  return h(
    "div",
    { className: "sc-live-engine", "data-engine": engine.engine },
    heading(level, {}, engine.model ? `${label} · ${engine.model}` : label),
    h(
      "table",
      { className: "sc-cmp-table sc-live-table" },
      h(
        "thead",
        null,
        h(
          "tr",
          null,
          h("th", { scope: "col" }, words.questionColumn),
          h("th", { scope: "col" }, words.namedColumn),
          h("th", { scope: "col" }, words.citedColumn),
        ),
      ),
      h(
        "tbody",
        null,
        ...engine.cells.map((cell) =>
          h(
            "tr",
            { key: cell.question },
            h("th", { scope: "row" }, result.questions[cell.question] ?? ""),
            h(Count, { k: cell.named, n: cell.answered, range: cell.namedInterval, words }),
            h(Count, { k: cell.cited, n: cell.answered, range: cell.citedInterval, words }),
          ),
        ),
      ),
    ),
    engine.capped ? h("p", { className: "sc-live-note sc-live-capped" }, fill(words.capped, { engine: label })) : null,
    h(Tally, {
      title: words.insteadHeading,
      rows: engine.instead,
      total: engine.answered,
      words,
      level: level + 1,
    }),
    h(Tally, { title: words.sourcesHeading, rows: engine.sources, total: engine.answered, words, level: level + 1 }),
  );
}

function Answers({ result, words, level }: { result: LiveResult; words: LiveWords; level: number }) {
  return h(
    "details",
    { className: "sc-live-answers" },
    h("summary", null, words.answersHeading),
    ...result.answers.map((answer) =>
      h(
        "div",
        { key: `${answer.engine}-${answer.question}-${answer.sample}`, className: "sc-live-answer" },
        heading(
          level,
          {},
          `${words.engines[answer.engine]} · ${result.questions[answer.question] ?? ""} · ${answer.sample + 1}/${result.samples}`,
        ),
        answer.error !== undefined
          ? h("p", { className: "sc-note" }, fill(words.answerFailed, { why: answer.error }))
          : h(
              Fragment,
              null,
              h("p", { className: "sc-live-text" }, answer.text ?? ""),
              (answer.sources ?? []).length === 0
                ? null
                : h(
                    "p",
                    { className: "sc-note" },
                    `${words.sourcesLabel}: `,
                    ...(answer.sources ?? []).flatMap((source, i) => [
                      i > 0 ? ", " : "",
                      h("a", { key: source.url, href: source.url, rel: "nofollow noopener noreferrer" }, source.host),
                    ]),
                  ),
            ),
      ),
    ),
  );
}

function Result({ live, result, level }: { live: LiveSection; result: LiveResult; level: number }) {
  const { words } = live;
  const reported = result.engines.filter((e) => e.reportedUsd !== undefined);
  return h(
    Fragment,
    null,
    h("p", { className: "sc-live-note sc-live-api" }, words.apiNote),
    ...result.engines.map((engine) => h(EngineResult, { key: engine.engine, result, engine, words, level })),
    h("p", { className: "sc-live-note" }, words.intervalNote),
    heading(level, {}, words.costHeading),
    h(
      "p",
      { className: "sc-live-cost" },
      [
        // Nothing priced: no "US$0.00", only that the cost is unknown.
        result.cost.unknown > 0 && result.cost.usd === 0 ? "" : fill(words.cost, { usd: dollars(result.cost.usd) }),
        result.cost.unknown > 0 ? fill(words.costUnknown, { count: result.cost.unknown }) : "",
        ...reported.map((e) =>
          fill(words.reported, { engine: words.engines[e.engine], usd: dollars(e.reportedUsd ?? 0) }),
        ),
      ]
        .filter(Boolean)
        .join(" "),
    ),
    h(Answers, { result, words, level: level + 1 }),
  );
}

function Offer({ live, level }: { live: LiveSection; level: number }) {
  const { words, offer } = live;
  if (!offer) return null;
  const { subject } = offer;
  const questions = buildQuestions(words.questions, { service: subject.service ?? "…", place: subject.place ?? "…" });
  const { fields } = words.agents;
  const input = (name: keyof typeof fields, label: string, props: Record<string, unknown>) =>
    h(
      "p",
      { className: "sc-live-field" },
      h("label", { htmlFor: `sc-live-${name}` }, label),
      h("input", { id: `sc-live-${name}`, name, required: true, toolparamdescription: fields[name], ...props }),
    );
  return h(
    Fragment,
    null,
    heading(level, {}, words.offerHeading),
    h(
      "p",
      null,
      fill(words.offerText, {
        questions: offer.questions,
        engines: enginesInWords(words, offer.engines),
        samples: offer.samples,
      }),
    ),
    h("p", { className: "sc-note" }, words.questionsLabel),
    h("ul", { className: "sc-live-questions" }, ...questions.map((q) => h("li", { key: q }, q))),
    h(
      "form",
      {
        className: "sc-live-form",
        method: "post",
        action: offer.action,
        // A tool for an agent in the visitor's browser (WebMCP), never sent by it: an enquiry, with consent.
        ...agentForm(AGENT_TOOL_NAMES.live, words.agents.description, { autoSubmit: false }),
      },
      input("name", words.nameLabel, {
        type: "text",
        maxLength: 80,
        defaultValue: subject.name ?? "",
        autoComplete: "organization",
      }),
      input("service", words.serviceLabel, { type: "text", maxLength: 80, defaultValue: subject.service ?? "" }),
      input("place", words.placeLabel, { type: "text", maxLength: 80, defaultValue: subject.place ?? "" }),
      input("yourName", words.yourNameLabel, { type: "text", maxLength: 100, autoComplete: "name" }),
      input("email", words.emailLabel, { type: "email", maxLength: 254, autoComplete: "email" }),
      h(
        "p",
        { className: "sc-live-consent" },
        h("input", {
          id: "sc-live-consent",
          type: "checkbox",
          name: "consent",
          value: "yes",
          required: true,
          toolparamdescription: fields.consent,
        }),
        " ",
        h("label", { htmlFor: "sc-live-consent" }, words.consentLabel),
      ),
      h("button", { type: "submit" }, words.button),
    ),
    h("p", { className: "sc-live-note sc-live-api" }, words.apiNote),
  );
}

export function LiveAnswers({ live, reportId, level }: { live: LiveSection; reportId: string; level: number }) {
  const { words } = live;
  const engines = live.offer?.engines ?? live.result?.engines.map((e) => e.engine) ?? [];
  const samples = live.offer?.samples ?? live.result?.samples ?? 0;
  return h(
    "section",
    { className: "sc-live", id: "sc-live", "aria-labelledby": "sc-live-heading", "data-state": live.state },
    heading(level, { id: "sc-live-heading" }, words.title),
    engines.length > 0 ? h("p", null, fill(words.intro, { engines: enginesInWords(words, engines), samples })) : null,
    live.state === "offer" ? h(Offer, { live, level: level + 1 }) : null,
    live.state === "capped" ? h("p", { role: "status" }, words.errors.capped) : null,
    live.state === "queued" || live.state === "running"
      ? h(
          "p",
          { role: "status", className: "sc-live-progress" },
          live.state === "queued" && (live.progress?.done ?? 0) === 0
            ? words.queued
            : fill(words.running, { done: live.progress?.done ?? 0, total: live.progress?.total ?? 0 }),
          " ",
          h("a", { href: `${reportPath(reportId)}#sc-live` }, words.refresh),
        )
      : null,
    live.state === "failed" ? h("p", { role: "status" }, fill(words.failed, { why: live.failure ?? "" })) : null,
    live.result && (live.state === "done" || live.state === "failed")
      ? h(Result, { live, result: live.result, level: level + 1 })
      : null,
  );
}
