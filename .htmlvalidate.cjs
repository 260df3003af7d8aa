/**
 * html-validate's configuration for the built pages (tests/e2e/validity.test.ts): the standard
 * rules (what the HTML standard requires) and the document rules (a whole page: doctype, lang,
 * title), none of the style preferences, and two rules of our own where html-validate is more
 * lenient than the Nu HTML checker (vnu), which reviews the site: both are errors there.
 */
const { Rule } = require("html-validate");

/** The roles a native table's parts may not take over (Nu: "role must not be used on a td ..."). */
const TABLE_PARTS = ["tr", "td", "th"];
const TABLE_ROLES = new Set(["table", "grid", "treegrid"]);

/**
 * A `role` on a row or cell of a native table (one whose `<table>` has no role, or the
 * role table, grid or treegrid) is an error in HTML (ARIA in HTML): the element already has it. A
 * table must stay a table by keeping its table display, not by restating roles.
 */
class NoRoleInNativeTable extends Rule {
  documentation() {
    return { description: "A row or cell of a native table must not have a role attribute." };
  }
  setup() {
    this.on("dom:ready", ({ document }) => {
      for (const element of document.querySelectorAll(TABLE_PARTS.map((t) => `${t}[role]`).join(","))) {
        const table = element.closest("table");
        const role = table?.getAttributeValue("role");
        if (table && (role === null || TABLE_ROLES.has(role.trim())))
          this.report(element, `"role" must not be used on <${element.tagName}> inside a native <table>`);
      }
    });
  }
}

/** Roles that let a div or span be named (Nu: aria-label is refused on one that is generic). */
const UNNAMEABLE_ROLES = new Set([
  "caption",
  "code",
  "deletion",
  "emphasis",
  "generic",
  "insertion",
  "paragraph",
  "presentation",
  "none",
  "strong",
  "subscript",
  "superscript",
]);

/**
 * `aria-label` on a div or span without a role that may be named: html-validate's own
 * aria-label-misuse lets a focusable one through (tabindex), the Nu checker does not.
 */
class NoLabelOnGeneric extends Rule {
  documentation() {
    return { description: "A div or span needs a role that can be named before it takes aria-label." };
  }
  setup() {
    this.on("dom:ready", ({ document }) => {
      for (const element of document.querySelectorAll("div[aria-label], span[aria-label]")) {
        const role = element.getAttributeValue("role");
        if (role === null || UNNAMEABLE_ROLES.has(role.trim()))
          this.report(
            element,
            `"aria-label" must not be used on a <${element.tagName}> without a role that can be named`,
          );
      }
    });
  }
}

module.exports = {
  plugins: [
    {
      name: "harbour-vnu",
      rules: {
        "harbour-vnu/no-role-in-native-table": NoRoleInNativeTable,
        "harbour-vnu/no-label-on-generic": NoLabelOnGeneric,
      },
    },
  ],
  extends: ["html-validate:standard", "html-validate:document"],
  rules: {
    // Integrity hashes guard files served by another origin; every script the site loads is its own
    // (the CMS's decap-cms.js and admin.js come from /admin/ beside the page).
    "require-sri": ["error", { target: "crossorigin" }],
    "harbour-vnu/no-role-in-native-table": "error",
    "harbour-vnu/no-label-on-generic": "error",
  },
};
