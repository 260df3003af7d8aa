/**
 * html-validate's configuration for the built pages (tests/e2e/validity.test.ts): the standard
 * rules (what the HTML standard requires) and the document rules (a whole page: doctype, lang,
 * title), none of the style preferences.
 */
module.exports = {
  extends: ["html-validate:standard", "html-validate:document"],
  rules: {
    // Integrity hashes guard files served by another origin; every script the site loads is its own
    // (the CMS's decap-cms.js and admin.js come from /admin/ beside the page).
    "require-sri": ["error", { target: "crossorigin" }],
  },
};
