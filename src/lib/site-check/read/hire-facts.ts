/**
 * What a page tells an agent that wants to hire the business (issue 56): what it does, where it
 * serves, a price, a phone number, an email address and a way to enquire or book, each with a
 * short quote of where it was found; and what stands in the agent's way (a booking widget only in
 * script or a frame, a form without labels, an email address written by script), or helps it (a
 * form with WebMCP's toolname). Pure and bounded: it reads what page-facts.ts kept.
 */
import type { PageFacts } from "../page-facts";
import { quoted } from "../quote";
import { BOOKING_HOSTS } from "./agent-facts";

export const HIRE_NEEDS = ["what", "where", "price", "phone", "email", "enquire"] as const;
export type HireNeed = (typeof HIRE_NEEDS)[number];

export const WALK_NOTES = ["webmcp-form", "script-widget", "frame-widget", "unlabelled-form", "hidden-email"] as const;
export type WalkNoteId = (typeof WALK_NOTES)[number];

/** Characters of a quote shown for a found item. */
export const FOUND_CHARS = 120;

export interface Found {
  quote: string;
  /** A "from" price, when the price is one. */
  from?: boolean;
}

export interface HireFacts {
  found: Partial<Record<HireNeed, Found>>;
  notes: Array<{ id: WalkNoteId; quote: string }>;
}

/** Australian numbers (02 9000 0000, 0400 000 000, +61 2 …, 1300/1800 …, 13 xx xx) and international ones (+44 …). */
export const PHONE =
  /(?:\+61\s?\(?0?\)?\s?[2-478]|\(0[2-478]\)|\b0[2-478])(?:[\s.-]?\d){8}(?!\d)|\b1[38]00(?:[\s.-]?\d){6}(?!\d)|\b13\s\d{2}\s\d{2}\b|\+(?!61)\d{1,3}[\s.-]?\(?\d{1,4}\)?(?:[\s.-]?\d){5,10}(?!\d)/g;
const EMAIL_LOCAL = /[A-Za-z0-9._%+-]/;
/** "@"s looked at in one block, at most. */
const MAX_ATS = 100;
const EMAIL_DOMAIN =
  /^[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,8}\.(?!png\b|jpe?g\b|gif\b|webp\b|svg\b)[A-Za-z]{2,24}\b/;

/**
 * The first email address in `text`, where it starts and how long it is. Found from each "@"
 * outwards, each in bounded steps: a pattern that scans for the local part first backtracks
 * over every run of letters (a block of 4,000 took 16 million steps).
 */
export function findEmail(text: string): { index: number; length: number } | undefined {
  let looked = 0;
  for (let at = text.indexOf("@"); at !== -1 && looked < MAX_ATS; at = text.indexOf("@", at + 1)) {
    looked += 1;
    let start = at;
    while (start > 0 && at - start < 64 && EMAIL_LOCAL.test(text.charAt(start - 1))) start -= 1;
    const domain = start < at ? EMAIL_DOMAIN.exec(text.slice(at + 1, at + 256)) : null;
    if (domain) return { index: start, length: at - start + 1 + domain[0].length };
  }
  return undefined;
}
/** A price: a currency and digits, with "from" or "starting at" before it when it is a "from" price. */
export const PRICE =
  /(?:\b(from|starting (?:at|from)|starts at|only)\s+)?(?:A\$|AU\$|AUD\s?|NZ\$|US\$|\$|£|€)\s?\d{1,3}(?:,\d{3})*(?:\.\d{2})?(?![\d,])/gi;
const STATES = /\b(?:NSW|VIC|QLD|SA|WA|TAS|NT|ACT)\s*\d{4}\b/;
const SERVES =
  /\b(?:serving|servicing|service areas?|areas? (?:we )?(?:serve|service|cover)|based in|located in|we cover)\b[^.!?]{3,80}/i;
const BOOK_WORDS = /\b(book|booking|appointment|schedule|reserve|enquir|inquir|get a quote|request a quote)/i;

/** A quote of `text` around `index` (the match), up to FOUND_CHARS. */
function around(text: string, index: number, length: number): string {
  if (text.length <= FOUND_CHARS) return text;
  const start = Math.max(0, Math.min(index - 30, text.length - FOUND_CHARS));
  const cut = text.slice(start, start + Math.max(FOUND_CHARS, length));
  return quoted(`${start > 0 ? "…" : ""}${cut}`, FOUND_CHARS);
}

/** The first block matching `pattern`, quoted around the match. */
function firstIn(blocks: readonly string[], pattern: RegExp): { quote: string; match: RegExpExecArray } | undefined {
  const once = new RegExp(pattern.source, pattern.flags.replace("g", ""));
  for (const block of blocks) {
    const match = once.exec(block);
    if (match) return { quote: around(block, match.index, match[0].length), match };
  }
  return undefined;
}

const isHttp = (href: string, base: string): boolean => {
  if (!URL.canParse(href, base)) return false;
  const protocol = new URL(href, base).protocol;
  return protocol === "http:" || protocol === "https:";
};

/** What the page at `url` tells an agent that wants to hire the business. */
export function hireFacts(url: string, facts: PageFacts): HireFacts {
  const { agent, structuredData } = facts;
  const blocks = agent.blocks;
  const found: HireFacts["found"] = {};
  const notes: HireFacts["notes"] = [];
  const business = structuredData.businesses[0];

  const what = business?.description ?? facts.description ?? facts.h1[0];
  if (what) found.what = { quote: quoted(what, FOUND_CHARS) };

  const served = structuredData.businesses.flatMap((b) => [...b.served, ...b.addresses])[0];
  const where = served === undefined ? (firstIn(blocks, SERVES) ?? firstIn(blocks, STATES)) : undefined;
  if (served !== undefined) found.where = { quote: quoted(served, FOUND_CHARS) };
  else if (where) found.where = { quote: where.quote };

  const price = firstIn(blocks, PRICE);
  if (price) found.price = { quote: price.quote, ...(price.match[1] ? { from: true } : {}) };

  const anchors = agent.anchors;
  const tel = anchors.find((a) => /^tel:/i.test(a.href));
  const mailto = anchors.find((a) => /^mailto:/i.test(a.href));
  const phone = firstIn(blocks, PHONE);
  if (phone) found.phone = { quote: phone.quote };
  else if (tel) found.phone = { quote: quoted(tel.href, FOUND_CHARS) };
  const email = blocks.flatMap((block) => {
    const at = findEmail(block);
    return at ? [around(block, at.index, at.length)] : [];
  })[0];
  if (email !== undefined) found.email = { quote: email };
  else if (mailto) found.email = { quote: quoted(mailto.href.split("?")[0] ?? mailto.href, FOUND_CHARS) };

  const tool = agent.forms.find((f) => f.toolname !== undefined && f.toolname !== "");
  const labelled = agent.forms.find((f) => f.fields > 0 && f.labelled === f.fields);
  const bookingLink = anchors.find(
    (a) => isHttp(a.href, url) && (BOOKING_HOSTS.test(a.href) || BOOK_WORDS.test(a.text) || /\/book/i.test(a.href)),
  );
  const booking = anchors.some((a) => BOOKING_HOSTS.test(a.href));
  if (tool) found.enquire = { quote: quoted(`<form toolname="${tool.toolname ?? ""}">`, FOUND_CHARS) };
  else if (labelled) found.enquire = { quote: quoted(`<form>: ${labelled.names.join(", ")}`, FOUND_CHARS) };
  else if (bookingLink)
    found.enquire = { quote: quoted(`${bookingLink.text || bookingLink.href} (${bookingLink.href})`, FOUND_CHARS) };
  else if (mailto ?? tel) found.enquire = { quote: quoted((mailto ?? tel)?.href ?? "", FOUND_CHARS) };

  if (tool)
    notes.push({
      id: "webmcp-form",
      quote: quoted(`toolname="${tool.toolname ?? ""}" tooldescription="${tool.tooldescription ?? ""}"`, FOUND_CHARS),
    });
  const script = agent.scripts.find((src) => BOOKING_HOSTS.test(src));
  if (script && !booking) notes.push({ id: "script-widget", quote: quoted(script, FOUND_CHARS) });
  const frame = agent.frames.find((src) => BOOKING_HOSTS.test(src) || /book|appointment|schedul/i.test(src));
  if (frame && !booking) notes.push({ id: "frame-widget", quote: quoted(frame, FOUND_CHARS) });
  const unlabelled = agent.forms.find((f) => f.fields > 0 && f.labelled < f.fields && f.toolname === undefined);
  if (unlabelled)
    notes.push({
      id: "unlabelled-form",
      quote: quoted(
        `${unlabelled.fields - unlabelled.labelled} of ${unlabelled.fields}: ${unlabelled.names.join(", ")}`,
        FOUND_CHARS,
      ),
    });
  if (agent.hiddenEmail && !found.email) notes.push({ id: "hidden-email", quote: "/cdn-cgi/l/email-protection" });
  return { found, notes };
}
