/**
 * The words of a page's <main> as a crawler reads them, for comparing a page with its Markdown
 * twin: its text, the alt text of its images, a picture (role="img") by its description rather
 * than the labels drawn inside it, and nothing hidden from every reader (aria-hidden, scripts,
 * styles, templates, the contact form's outcomes). Screen-reader-only text and a select's
 * options are kept: a crawler reads them.
 */
import { parseDocument } from "./dom";
import { NATIVE_OUTCOMES } from "../../../src/lib/contact/options";

/** The contact form's outcomes, each shown only at the address a post without JavaScript lands on (its `:target`), never on the page itself. */
const OUTCOMES = Object.values(NATIVE_OUTCOMES).map((address) => address.slice(address.indexOf("#")));

/** Lower-case words of letters and digits: what two texts are compared by, whatever their markup. */
export const wordsOf = (text: string): string[] =>
  (
    text
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).filter((w) => w.length > 1 || /\d/.test(w));

export function mainText(html: string): string {
  const document = parseDocument(html);
  const main = document.querySelector("main");
  if (!main) return "";
  for (const hidden of Array.from(
    main.querySelectorAll(['[aria-hidden="true"]', "script", "style", "template", ...OUTCOMES].join(", ")),
  ))
    hidden.remove();
  for (const picture of Array.from(main.querySelectorAll('[role="img"]')))
    picture.replaceWith(document.createTextNode(` ${picture.getAttribute("aria-label") ?? ""} `));
  for (const image of Array.from(main.querySelectorAll("img[alt]")))
    image.replaceWith(document.createTextNode(` ${image.getAttribute("alt") ?? ""} `));
  for (const br of Array.from(main.querySelectorAll("br"))) br.replaceWith(document.createTextNode(" "));
  // Block elements end a word even where the markup runs them together (<li>a</li><li>b</li>).
  for (const block of Array.from(
    main.querySelectorAll(
      "p, li, dt, dd, h1, h2, h3, h4, h5, h6, td, th, div, span, label, option, a, strong, time, button, address, figcaption, legend",
    ),
  ))
    block.append(document.createTextNode(" "));
  return main.textContent;
}

/** The share of a page's distinct words its twin also has, and the words it lacks. */
export function coverage(html: string, markdown: string): { ratio: number; missing: string[] } {
  const page = new Set(wordsOf(mainText(html)));
  const twin = new Set(wordsOf(markdown));
  const missing = [...page].filter((w) => !twin.has(w));
  return { ratio: page.size === 0 ? 1 : (page.size - missing.length) / page.size, missing };
}
