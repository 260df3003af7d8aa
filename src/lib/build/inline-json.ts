/**
 * A value as JSON inside a `<script>`, for every inline script the site writes (the pages' scripts,
 * the islands' props, the structured data, the CMS sign-in's hand-over): a module of its own with
 * no import, so the islands' bundles and the Functions take it alone.
 */

/** A value as JSON inside a `<script>`: `<` escaped, so no value can close the script early. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
