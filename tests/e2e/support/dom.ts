/**
 * A built file's markup as a document, for the tests that read what the build wrote (its elements,
 * attributes, text, JSON-LD), not how a browser lays it out: that is Chromium's part. linkedom
 * builds the tree from htmlparser2 without JSDOM's CSS, layout and event machinery: about a fifth
 * of JSDOM's CPU a page (measured on a service page: 11 ms against 56), which the browser suite,
 * parsing some hundreds of pages, spent mostly on JSDOM.
 */
import { parseHTML } from "linkedom";

export function parseDocument(html: string): Document {
  const { document } = parseHTML(html);
  // An HTML parser lower-cases the attribute names of HTML elements (React writes `dateTime`,
  // `autoComplete`, `charSet`; a browser reads `datetime`), and keeps SVG's as written (`viewBox`).
  // linkedom keeps every name as written, so the HTML elements' are lower-cased here.
  for (const element of Array.from(document.querySelectorAll("*"))) {
    if (element.closest("svg")) continue;
    for (const { name, value } of Array.from(element.attributes))
      if (name !== name.toLowerCase()) {
        element.removeAttribute(name);
        element.setAttribute(name.toLowerCase(), value);
      }
  }
  return document;
}
