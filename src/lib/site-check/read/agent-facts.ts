/**
 * What a plain-fetch agent reads of a page beyond what the checks read (issue 56: "Could an AI
 * agent hire you?" and "Your site argues with itself"): the visible text in blocks, the links with
 * their words, the forms and whether their fields are labelled, frames and script sources (where a
 * booking widget may live only), `<time>` elements and a hidden email address.
 *
 * Gathered in page-facts.ts's one pass (this collector is called from its events), so the page is
 * parsed once; every list has its cap and every text its bound, whatever the page holds.
 */
import { keptAddress, quoted } from "../quote";

/** A link as an agent reads it: where it goes and its words. */
export interface Anchor {
  href: string;
  text: string;
}

export interface FormFacts {
  /** WebMCP's declarative attributes, when the form has them. */
  toolname: string | undefined;
  tooldescription: string | undefined;
  /** Controls a person fills in (not hidden, submit or button). */
  fields: number;
  /** Of those, the ones with a label (a `<label for>`, a wrapping `<label>`, aria-label(ledby), a title or a WebMCP description). */
  labelled: number;
  /** The first field names, for the report. */
  names: string[];
}

export interface TimeFacts {
  datetime: string | undefined;
  text: string;
}

export interface AgentFacts {
  /** Visible text, block by block (whitespace folded), up to MAX_TEXT_CHARS in all. */
  blocks: string[];
  anchors: Anchor[];
  forms: FormFacts[];
  /** `<iframe src>`s. */
  frames: string[];
  /** `<script src>`s, and hosts named in inline scripts that are booking services'. */
  scripts: string[];
  /** Visible `<button>` words outside any form (what a click runs is script). */
  buttons: string[];
  times: TimeFacts[];
  /** Cloudflare's email obfuscation: the address is written by script. */
  hiddenEmail: boolean;
}

const MAX_TEXT_CHARS = 60_000;
/** One block's text, at most (what the patterns run over stays short). */
const BLOCK_CHARS = 4_000;
const MAX_BLOCKS = 1_500;
const MAX_ANCHORS = 300;
const MAX_FORMS = 10;
const MAX_LISTED = 30;
const ANCHOR_TEXT_CHARS = 120;
/** Of each inline script, this much is read for booking services' hosts. */
const INLINE_SCRIPT_CHARS = 20_000;

/** Elements that start and end a block of text. */
const BLOCK = new Set([
  "p",
  "div",
  "li",
  "td",
  "th",
  "dt",
  "dd",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "section",
  "article",
  "header",
  "footer",
  "address",
  "nav",
  "main",
  "aside",
  "blockquote",
  "br",
  "tr",
  "ul",
  "ol",
  "form",
  "label",
  "figcaption",
]);

/**
 * Online booking services whose widget a site embeds (by host). A widget from one of these that
 * exists only in script or a frame is named; a plain link to one is a way to book.
 */
export const BOOKING_HOSTS =
  /\b(calendly\.com|acuityscheduling\.com|as\.me|setmore\.com|squareup\.com\/appointments|square\.site|book\.squareup\.com|fresha\.com|timely(?:app)?\.com|gettimely\.com|simplybook\.(?:me|it)|youcanbook\.me|hotdoc\.com\.au|healthengine\.com\.au|cliniko\.com|halaxy\.com|nookal\.com|opentable\.com(?:\.au)?|resy\.com|sevenrooms\.com|nowbookit\.com|bookeo\.com|checkfront\.com|rezdy\.com|servicem8\.com|tradify(?:hq)?\.com|housecallpro\.com|jobber\.com|getjobber\.com|zcal\.co|cal\.com|hubspot\.com\/meetings|meetings\.hubspot\.com|bookings\.cloud\.microsoft|outlook\.office365\.com\/owa\/calendar|booksy\.com|vagaro\.com|mindbodyonline\.com|tidycal\.com)\b/i;

const fold = (text: string): string => text.replace(/\s+/g, " ").trim();

const CONTROLS = new Set(["input", "select", "textarea"]);
const NOT_FILLED = new Set(["hidden", "submit", "button", "reset", "image"]);

interface OpenForm {
  facts: FormFacts;
  /** Fields by id, labelled or not yet. */
  byId: Map<string, boolean>;
  labelFor: Set<string>;
  /** Fields labelled by their own attributes or a wrapping label. */
  labelled: number;
  fields: number;
}

/** The collector page-facts.ts calls from its one pass over the page. */
export class AgentReader {
  private readonly facts: AgentFacts = {
    blocks: [],
    anchors: [],
    forms: [],
    frames: [],
    scripts: [],
    buttons: [],
    times: [],
    hiddenEmail: false,
  };
  private block = "";
  private chars = 0;
  private anchor: { href: string; text: string } | undefined;
  private button: string | undefined;
  private time: TimeFacts | undefined;
  private form: OpenForm | undefined;
  private labelDepth = 0;
  private inlineScript: string | undefined;

  private flush(): void {
    const text = fold(this.block);
    this.block = "";
    if (text === "" || this.facts.blocks.length >= MAX_BLOCKS || this.chars >= MAX_TEXT_CHARS) return;
    const kept = text.slice(0, MAX_TEXT_CHARS - this.chars);
    this.chars += kept.length;
    this.facts.blocks.push(kept);
  }

  /** An element opened; `hidden` says whether it is inside something a reader does not see. Returns what to do when it closes. */
  open(name: string, attr: (key: string) => string | undefined, hidden: boolean): (() => void) | undefined {
    if (BLOCK.has(name)) this.flush();
    if (attr("data-cfemail") !== undefined) this.facts.hiddenEmail = true;
    const after: Array<() => void> = [];
    if (BLOCK.has(name) && name !== "br") after.push(() => this.flush());
    if (name === "script") {
      const src = attr("src");
      if (src !== undefined) this.keep(this.facts.scripts, keptAddress(src.trim()));
      else if ((attr("type") ?? "").trim().toLowerCase() !== "application/ld+json") {
        this.inlineScript = "";
        after.push(() => {
          const host = BOOKING_HOSTS.exec(this.inlineScript ?? "");
          if (host) this.keep(this.facts.scripts, host[0]);
          this.inlineScript = undefined;
        });
      }
    } else if (name === "iframe") {
      const src = attr("src") ?? attr("data-src");
      if (src !== undefined) this.keep(this.facts.frames, keptAddress(src.trim()));
    } else if (name === "a" && !hidden) {
      const href = attr("href");
      if (href !== undefined && href.includes("/cdn-cgi/l/email-protection")) this.facts.hiddenEmail = true;
      if (href !== undefined && this.facts.anchors.length < MAX_ANCHORS) {
        const anchor = { href: keptAddress(href.trim()), text: fold(attr("aria-label") ?? attr("title") ?? "") };
        this.anchor = anchor;
        after.push(() => {
          this.facts.anchors.push({ href: anchor.href, text: quoted(fold(anchor.text), ANCHOR_TEXT_CHARS) });
          this.anchor = undefined;
        });
      }
    } else if (name === "button" && !hidden && !this.form) {
      this.button = "";
      after.push(() => {
        const text = fold(this.button ?? "");
        if (text !== "") this.keep(this.facts.buttons, quoted(text, ANCHOR_TEXT_CHARS));
        this.button = undefined;
      });
    } else if (name === "time") {
      const time = { datetime: attr("datetime")?.trim().slice(0, 64), text: "" };
      this.time = time;
      after.push(() => {
        if (this.facts.times.length < MAX_LISTED && !hidden)
          this.facts.times.push({ datetime: time.datetime, text: quoted(fold(time.text), 80) });
        this.time = undefined;
      });
    } else if (name === "form" && !this.form && this.facts.forms.length < MAX_FORMS) {
      const form: OpenForm = {
        facts: {
          toolname: attr("toolname")?.trim().slice(0, 80),
          tooldescription:
            attr("tooldescription") === undefined ? undefined : quoted(fold(attr("tooldescription") ?? "")),
          fields: 0,
          labelled: 0,
          names: [],
        },
        byId: new Map(),
        labelFor: new Set(),
        labelled: 0,
        fields: 0,
      };
      this.form = form;
      after.push(() => {
        const byLabelFor = [...form.byId.entries()].filter(([id, done]) => !done && form.labelFor.has(id)).length;
        form.facts.fields = form.fields;
        form.facts.labelled = Math.min(form.fields, form.labelled + byLabelFor);
        this.facts.forms.push(form.facts);
        this.form = undefined;
      });
    } else if (name === "label" && this.form) {
      const target = attr("for");
      if (target !== undefined) this.form.labelFor.add(target);
      else {
        this.labelDepth += 1;
        after.push(() => {
          this.labelDepth -= 1;
        });
      }
    } else if (CONTROLS.has(name) && this.form) {
      const type = (attr("type") ?? "").toLowerCase();
      if (!(name === "input" && NOT_FILLED.has(type))) {
        const form = this.form;
        form.fields += 1;
        const fieldName = attr("name");
        if (fieldName !== undefined && form.facts.names.length < 12) form.facts.names.push(quoted(fieldName, 40));
        const own =
          this.labelDepth > 0 ||
          [attr("aria-label"), attr("aria-labelledby"), attr("title"), attr("toolparamdescription")].some(
            (value) => value !== undefined && value.trim() !== "",
          );
        const id = attr("id");
        if (own) form.labelled += 1;
        else if (id !== undefined) form.byId.set(id, false);
      }
    }
    return after.length === 0 ? undefined : () => after.forEach((step) => step());
  }

  /** Text: visible when `hidden` is false; `script` when it is an inline script's. */
  text(data: string, hidden: boolean): void {
    if (this.inlineScript !== undefined && this.inlineScript.length < INLINE_SCRIPT_CHARS)
      this.inlineScript += data.slice(0, INLINE_SCRIPT_CHARS - this.inlineScript.length);
    if (hidden) return;
    if (this.block.length < BLOCK_CHARS) this.block += data.slice(0, BLOCK_CHARS - this.block.length);
    if (this.anchor && this.anchor.text.length < ANCHOR_TEXT_CHARS * 2)
      this.anchor.text += ` ${data.slice(0, ANCHOR_TEXT_CHARS * 2)}`;
    if (this.button !== undefined && this.button.length < ANCHOR_TEXT_CHARS * 2)
      this.button += data.slice(0, ANCHOR_TEXT_CHARS * 2);
    if (this.time && this.time.text.length < 200) this.time.text += data.slice(0, 200);
  }

  private keep(list: string[], value: string): void {
    if (list.length < MAX_LISTED && !list.includes(value)) list.push(value);
  }

  result(): AgentFacts {
    this.flush();
    return this.facts;
  }
}
