/**
 * /api/unsubscribe?e=…&t=…: the link every report email carries (unsubscribe-link.ts), in its text
 * and its List-Unsubscribe header.
 *
 * - GET (the link opened): a page in the site's layout asking to confirm, with one button. Opening
 *   it changes nothing, so a mail scanner or a link preview that fetches it unsubscribes no one
 *   (RFC 8058 §3.2: a GET must not).
 * - POST (the button, or a mail client's one-click unsubscribe, RFC 8058: `List-Unsubscribe=One-Click`
 *   from the mail provider's server): the address is marked unsubscribed in the lead store
 *   (leads/unsubscribes.ts), once, and the page says so. No origin check: the provider posts from
 *   elsewhere, and only a link we signed names an address.
 *
 * A link whose signature is not ours is a 400 page saying so; a store that cannot answer, a 503.
 */
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import pTimeout from "p-timeout";
import type { Env } from "../../env";
import type { FunctionRequest } from "../../platform/function";
import { consoleLogger, type Logger } from "../../platform/log";
import { leadStoreFor, markUnsubscribed, type LeadStore } from "../../leads";
import { builtWords } from "../handler";
import { builtCopy, framedPage, type ReportFrame } from "../report-page";
import type { ReportCopy } from "../report-copy";
import type { Words } from "../words";
import { fill } from "../words";
import { unsubscribeSecret } from "./settings";
import { UNSUBSCRIBE_PATH, verifiedAddress } from "./unsubscribe-link";
import type { FunctionResult } from "../../platform/result";

export interface UnsubscribeDeps {
  leads?: LeadStore | null;
  words?: Words;
  copy?: ReportCopy;
  frame?: ReportFrame | null;
  log?: Logger;
  now?: () => Date;
}

const defaultLog = consoleLogger("site-check");
const STORE_DEADLINE_MS = 3_000;

/** The page's <main>: a heading, its sentences, and the confirming form when there is one. */
function main(title: string, lines: readonly string[], form?: { action: string; button: string }): string {
  return renderToStaticMarkup(
    h(
      "div",
      { className: "sc-page" },
      h(
        "section",
        { className: "sc-report sc-unsubscribe", "aria-labelledby": "sc-unsubscribe-heading" },
        h("h1", { className: "sc-title", id: "sc-unsubscribe-heading" }, title),
        ...lines.map((line, i) => h("p", { key: i }, line)),
        form
          ? h(
              "form",
              { method: "post", action: form.action },
              h("input", { type: "hidden", name: "List-Unsubscribe", value: "One-Click" }),
              h("button", { type: "submit" }, form.button),
            )
          : null,
      ),
    ),
  );
}

export async function handleUnsubscribe(
  request: FunctionRequest,
  env: Env,
  deps: UnsubscribeDeps = {},
): Promise<FunctionResult> {
  const log = deps.log ?? defaultLog;
  const copy = deps.copy ?? builtCopy();
  const words = (deps.words ?? builtWords())?.emailAsks;
  const pageOptions = { copy, ...(deps.frame !== undefined ? { frame: deps.frame } : {}) };
  const page = (
    status: number,
    lines: readonly string[],
    form?: { action: string; button: string },
    extra: Record<string, string> = {},
  ): FunctionResult => {
    const title = words?.unsubscribe.title ?? "Unsubscribe";
    const drawn = framedPage(title, main(title, lines, form), pageOptions);
    return { status, headers: { ...drawn.headers, ...extra }, body: drawn.body };
  };
  const method = request.method.toUpperCase();
  if (method !== "GET" && method !== "HEAD" && method !== "POST")
    return page(405, ["Use GET or POST."], undefined, { Allow: "GET, HEAD, POST" });
  if (!words) return page(404, ["Not offered."]);
  const secret = unsubscribeSecret(env, log);
  const email = secret === undefined ? undefined : verifiedAddress(secret, request.query.e, request.query.t);
  if (email === undefined) return page(400, [words.unsubscribe.invalid]);
  const agency = copy.design.agency.name;
  if (method !== "POST") {
    const query = new URLSearchParams({ e: request.query.e ?? "", t: request.query.t ?? "" });
    return page(200, [fill(words.unsubscribe.confirm, { email, agency }), words.unsubscribe.text], {
      action: `${UNSUBSCRIBE_PATH}?${query.toString()}`,
      button: words.unsubscribe.button,
    });
  }
  try {
    const leads =
      deps.leads === undefined
        ? await pTimeout(leadStoreFor(env), { milliseconds: STORE_DEADLINE_MS })
        : (deps.leads ?? undefined);
    if (!leads) throw new Error("no lead store");
    const now = (deps.now ?? (() => new Date()))();
    await pTimeout(markUnsubscribed(leads, email, "report-email", now), { milliseconds: STORE_DEADLINE_MS });
  } catch (error) {
    log("error", `an unsubscribe was not recorded: ${error instanceof Error ? error.message : String(error)}`);
    return page(503, [words.unsubscribe.failed], undefined, { "Retry-After": "60" });
  }
  log("info", "an address unsubscribed from the report emails");
  return page(200, [fill(words.unsubscribe.done, { email, agency })]);
}
