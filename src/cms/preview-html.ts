/**
 * A draft's Markdown as the CMS preview draws it: rendered as the build renders it
 * (render-markdown.ts), then sanitised by DOMPurify before it reaches the page. The preview runs
 * inside /admin/, whose policy must allow inline and evaluated script for Decap, and where the
 * reviewer's GitHub token is kept: a contributor's draft must not run anything there. So no
 * script, no event handler, no `javascript:` (or other non-web) address, no frame, form or style
 * survives; the text, links, images, lists, tables and emphasis a page shows do.
 */
import DOMPurify from "dompurify";
import { markdownToHtml } from "../lib/insights/client";

/** Elements DOMPurify's HTML profile keeps that an article never needs and a forged page would. */
const FORBID_TAGS = ["style", "form", "input", "button", "select", "textarea", "option", "dialog", "template"];

export function previewMarkdownToHtml(markdown: string): string {
  return DOMPurify.sanitize(markdownToHtml(markdown), {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR: ["style"],
  });
}
