/**
 * Whether what answered was the site's firewall rather than the site: a bot wall's challenge or
 * block page. Such an answer says nothing about the page, so the check reports the wall (with what
 * gave it away) and scores nothing it never saw. Each provider is known by what it documents or
 * always sends: Cloudflare's `cf-mitigated: challenge` header (its documentation: "the Challenge
 * Page response ... will have the cf-mitigated header present and set to challenge") and its
 * challenge and block pages, Vercel's `x-vercel-mitigated`, Akamai's "Access Denied" with an
 * edgesuite reference, Imperva's `X-Iinfo` header and `_Incapsula_Resource`, DataDome's
 * `X-DataDome` header and captcha-delivery.com.
 */
export interface BotWall {
  /** Who answered: Cloudflare, Akamai, Imperva, Vercel or DataDome. */
  by: string;
  /** What gave it away, as the site sent it (a header, the page's title or a marker in it), its values cut (quote.ts). */
  evidence: string;
}

interface Answer {
  status: number;
  headers: Readonly<Record<string, string>>;
  /** The body's start, as text. */
  text: string;
}

import { quoted } from "../quote";

/** Statuses a wall answers with when it does not let a request through. */
const REFUSALS = new Set([401, 403, 405, 406, 429, 503]);
/** Only the start of a page is searched for a wall's markers: challenge pages are small. */
const MARKER_CHARS = 64 * 1024;

const header = (answer: Answer, name: string): string => (answer.headers[name] ?? "").toLowerCase();

export function botWall(answer: Answer): BotWall | undefined {
  const text = answer.text.slice(0, MARKER_CHARS);
  const refused = REFUSALS.has(answer.status);
  const has = (marker: string) => text.includes(marker);
  // Bounded runs only: a page of unclosed "<title" cannot make it backtrack far.
  const found = /<title[^<>]{0,200}>([^<]{0,200})<\/title>/i.exec(text)?.[1]?.trim();
  const title = found === undefined ? undefined : quoted(found);

  if (header(answer, "cf-mitigated") === "challenge") return { by: "Cloudflare", evidence: "cf-mitigated: challenge" };
  const vercel = header(answer, "x-vercel-mitigated");
  if (vercel !== "") return { by: "Vercel", evidence: `x-vercel-mitigated: ${quoted(vercel)}` };
  if (answer.headers["x-datadome"] !== undefined || (refused && has("captcha-delivery.com")))
    return {
      by: "DataDome",
      evidence: answer.headers["x-datadome"] !== undefined ? "x-datadome header" : "captcha-delivery.com",
    };
  if (has("_Incapsula_Resource") || has("Incapsula incident ID"))
    return { by: "Imperva", evidence: has("_Incapsula_Resource") ? "_Incapsula_Resource" : "Incapsula incident ID" };
  if (refused && answer.headers["x-iinfo"] !== undefined) return { by: "Imperva", evidence: "x-iinfo header" };
  if (!refused) return undefined;
  const cloudflare = header(answer, "server") === "cloudflare";
  if (cloudflare && (has("/cdn-cgi/challenge-platform/") || title === "Just a moment..."))
    return { by: "Cloudflare", evidence: title ? `a page titled "${title}"` : "/cdn-cgi/challenge-platform/" };
  if (cloudflare && (has("Sorry, you have been blocked") || has("Attention Required! | Cloudflare")))
    return { by: "Cloudflare", evidence: title ? `a page titled "${title}"` : "Sorry, you have been blocked" };
  if ((header(answer, "server").startsWith("akamaighost") || has("errors.edgesuite.net")) && has("Access Denied"))
    return { by: "Akamai", evidence: title ? `a page titled "${title}"` : "Access Denied" };
  return undefined;
}
