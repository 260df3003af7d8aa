import path from "node:path";
import { CONTENT_RULES, validateContent } from "../validate";
import { readYaml } from "../load";
import { formatProblem } from "../../content/problems";
import { normalisePath } from "../../content/pages";
import { routeFromPageFile } from "../../content/static-pages";
import type { Content } from "../../content/files";
import { goodContent, relatedService, staticRoutes } from "../../content/__tests__/fixtures/content";

/** The files of a content set by name: `site`, `about`, `contact`, `local-seo`. */
type FileName = "site" | "about" | "contact" | "local-seo";
type Edit = [FileName, string, unknown];
const DELETE = Symbol("delete");

function fileOf(content: Content, name: FileName) {
  const all = [content.site, ...content.pages, ...content.services];
  const found = all.find((f) => f.file.endsWith(`/${name}.yaml`));
  if (!found) throw new Error(`no fixture file ${name}`);
  return found;
}

/** Sets (or with DELETE removes) the value at a field path such as `sections[1].items[0].link`. */
function setPath(root: unknown, fieldPath: string, value: unknown) {
  const keys = fieldPath.match(/[^.[\]]+/g) ?? [];
  const last = keys.pop() ?? "";
  const parent = keys.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root) as Record<
    string,
    unknown
  >;
  if (value === DELETE) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else Reflect.deleteProperty(parent, last);
  } else parent[last] = value;
}

/** Breaks one thing in a fresh copy of the good content and returns every message. */
function messagesAfter(edits: Edit[], severity = "error"): string[] {
  const content = goodContent();
  for (const [name, fieldPath, value] of edits) setPath(fileOf(content, name).data, fieldPath, value);
  return validateContent(content, { staticRoutes })
    .filter((p) => p.severity === severity)
    .map(formatProblem);
}

/** data/site.yaml's own `ui` wording, for a rule that reads a part of it the fixture leaves out. */
const siteUi = () =>
  (
    readYaml(path.resolve(__dirname, "../../../.."), "data/site.yaml").file.data as {
      ui: { insights: { cta: Record<string, string> } };
    }
  ).ui;

describe("validateContent", () => {
  it("accepts good content", () => {
    expect(validateContent(goodContent(), { staticRoutes }).map(formatProblem)).toEqual([]);
  });

  it("names the file and field of a missing required field", () => {
    expect(messagesAfter([["local-seo", "aiFeature", DELETE]])).toEqual([
      "data/services/local-seo.yaml: aiFeature is required",
    ]);
  });

  it("refuses a one-line summary too long for one line on a phone", () => {
    expect(messagesAfter([["local-seo", "summary", "Found by customers searching near you, all day"]])).toEqual([
      "data/services/local-seo.yaml: summary must be at most 40 characters",
    ]);
  });

  it("reports a field of the wrong type", () => {
    expect(messagesAfter([["about", "seo.title", ["a", "b"]]])).toEqual([
      "data/pages/about.yaml: seo.title should be text, not a list",
    ]);
  });

  it("reports a misspelt field instead of ignoring it", () => {
    expect(messagesAfter([["about", "sections[1].items[0].titel", "x"]])).toEqual([
      'data/pages/about.yaml: sections[1].items[0] has unknown field "titel" (check the spelling)',
    ]);
  });

  it("reports a section type with no component, listing the ones there are", () => {
    const [message] = messagesAfter([["about", "sections[1].type", "featureCardz"]]);
    expect(message).toMatch(
      /^data\/pages\/about\.yaml: sections\[1\]\.type "featureCardz" has no component; use one of: hero, comingSoon, featureCards, /,
    );
  });

  it("reports an internal link that matches no page", () => {
    expect(messagesAfter([["about", "sections[1].items[0].link", "/servics"]])).toEqual([
      'data/pages/about.yaml: sections[1].items[0].link "/servics" is not a page',
    ]);
  });

  it("reports a broken link in the site navigation", () => {
    expect(messagesAfter([["site", "header.nav[1].children[0].to", "/services/locl-seo"]])).toEqual([
      'data/site.yaml: header.nav[1].children[0].to "/services/locl-seo" is not a page',
    ]);
  });

  it("reports an anchor that no section carries, on this page or another", () => {
    expect(messagesAfter([["contact", "sections[1].id", "form"]]).sort()).toEqual([
      'data/pages/about.yaml: sections[0].actions[0].to "/contact#contact-form" points to no section of /contact; give a section there the id "contact-form"',
      'data/pages/contact.yaml: sections[0].actions[0].to "#contact-form" points to no section on this page; give a section the id "contact-form"',
    ]);
  });

  it("accepts a link to an old address that redirects, but warns so the editor updates it", () => {
    const edit: Edit[] = [["about", "sections[1].items[0].link", "/services/local"]];
    expect(messagesAfter(edit)).toEqual([]);
    expect(messagesAfter(edit, "warning")).toEqual([
      'data/pages/about.yaml: sections[1].items[0].link "/services/local" is an old address that redirects to "/services/local-seo"; link to "/services/local-seo" instead',
    ]);
  });

  it("refuses a redirect that would hide a page", () => {
    expect(messagesAfter([["site", "redirects[0].from", "/about"]])).toEqual([
      'data/site.yaml: redirects[0].from "/about" is a page; a redirect cannot hide it',
    ]);
  });

  it("refuses a button to the contact form in another wording than the header's, but keeps a service's own Start button", () => {
    expect(
      messagesAfter([
        ["about", "sections[0].actions[0].label", "Get started today"],
        // The articles' closing band, as data/site.yaml words it, with another label.
        ["site", "ui.insights", { ...siteUi().insights, cta: { ...siteUi().insights.cta, label: "Get in touch" } }],
        [
          "local-seo",
          "sections[1].actions",
          [
            { label: "Start local SEO", to: "/contact" },
            { label: "Start now", to: "/contact/" },
          ],
        ],
      ]),
    ).toEqual([
      'data/site.yaml: ui.insights.cta.label reads "Get in touch": every button to the contact form reads "Get Started" (header.cta.label in data/site.yaml)',
      'data/pages/about.yaml: sections[0].actions[0].label reads "Get started today": every button to the contact form reads "Get Started" (header.cta.label in data/site.yaml)',
      'data/services/local-seo.yaml: sections[1].actions[1].label reads "Start now": every button to the contact form reads "Get Started" (header.cta.label in data/site.yaml), or the service\'s own "Start …" button ("Start local SEO"), the same in every section',
    ]);
    // Changing the header's button changes the one wording every other button must use.
    expect(messagesAfter([["site", "header.cta.label", "Talk to a strategist"]])).toEqual([
      'data/pages/about.yaml: sections[0].actions[0].label reads "Get Started": every button to the contact form reads "Talk to a strategist" (header.cta.label in data/site.yaml)',
    ]);
    // A button elsewhere, or a service's own Start button, is left alone.
    expect(messagesAfter([["about", "sections[0].actions[0].to", "/services/local-seo"]])).toEqual([]);
  });

  it("reports a contact form value another choice already has, naming both files", () => {
    const content: Content = goodContent();
    const second = structuredClone(content.services[0]?.data) as Record<string, unknown>;
    content.services.push({
      file: "data/services/shopify-seo.yaml",
      data: { ...second, slug: "shopify-seo", formValue: "local-seo" },
    });
    expect(validateContent(content, { staticRoutes }).map(formatProblem)).toContain(
      'data/services/shopify-seo.yaml: formValue "local-seo" is already the contact form value of data/services/local-seo.yaml (slug); give each choice its own value',
    );
  });

  it("reports two services with the same slug", () => {
    const content: Content = goodContent();
    content.services.push({
      file: "data/services/local-seo-copy.yaml",
      data: structuredClone(content.services[0]?.data),
    });
    expect(validateContent(content, { staticRoutes }).map(formatProblem)).toEqual([
      'data/services/local-seo-copy.yaml: slug "local-seo" must match the file name; rename the file to local-seo.yaml or change the slug',
      'data/services/local-seo-copy.yaml: slug "local-seo" is already used by data/services/local-seo.yaml; every service needs its own slug',
    ]);
  });

  it("reports a page whose path has no page file", () => {
    expect(messagesAfter([["about", "path", "/team"]])).toContainEqual(
      'data/pages/about.yaml: path "/team" has no page file in src/pages; use one of: /, /404, /about, /contact',
    );
  });

  it("requires exactly one main heading, first", () => {
    expect(messagesAfter([["about", "sections[0]", DELETE]])).toEqual([
      "data/pages/about.yaml: sections must have exactly one main-heading section (hero or comingSoon) first; found 0",
    ]);
    expect(messagesAfter([["about", "sections[4]", { type: "hero", heading: "Again" }]])).toEqual([
      'data/pages/about.yaml: sections[4].type "hero" holds the page\'s main heading and must be the first section',
      "data/pages/about.yaml: sections must have exactly one main-heading section (hero or comingSoon) first; found 2",
    ]);
  });

  it("requires a qualifier on every figures section", () => {
    expect(messagesAfter([["about", "sections[3].qualifier", DELETE]])).toEqual([
      "data/pages/about.yaml: sections[3].qualifier is required",
    ]);
  });

  it("reports an unknown figure name", () => {
    expect(messagesAfter([["about", "sections[3].items[0].value", "{{multiplyer}}"]])).toEqual([
      'data/pages/about.yaml: sections[3].items[0].value uses "{{multiplyer}}", which is not in figures in data/site.yaml; add it there or fix the name',
    ]);
  });

  it("holds a budget calculator to the worked example: the example's budget in range, a following bar showing its figure", () => {
    const chart = (calculator: Record<string, unknown> | undefined, display = "{{traditionalPagesMonthly}} pages") => ({
      type: "barChart",
      heading: "What a budget buys",
      scenario: "Example: a {{retainer}} monthly budget",
      qualifier: "Conceptual.",
      rows: [
        {
          label: "Pages",
          bars: [
            { label: "Traditional", value: 1, display, tone: "negative", follows: "traditionalPagesMonthly" },
            { label: "AI", value: 5, display: "{{aiPagesMonthly}} pages", tone: "positive" },
          ],
        },
      ],
      ...(calculator ? { calculator } : {}),
    });
    const calculator = { label: "Your budget", min: 1000, max: 20000, step: 500, hint: "Move it." };
    expect(messagesAfter([["about", "sections[4]", chart(calculator)]])).toEqual([]);
    expect(messagesAfter([["about", "sections[4]", chart({ ...calculator, min: 6000 })]])).toEqual([
      "data/pages/about.yaml: sections[4].calculator the example's budget ($5000) must lie between min ($6000) and max ($20000)",
    ]);
    expect(messagesAfter([["about", "sections[4]", chart({ ...calculator, step: 3000 })]])).toEqual([
      "data/pages/about.yaml: sections[4].calculator.step the slider must stop at the example's budget ($5000): make min plus a whole number of steps reach it",
    ]);
    expect(messagesAfter([["about", "sections[4]", chart(calculator, "{{aiPagesMonthly}} pages")]])).toEqual([
      'data/pages/about.yaml: sections[4].rows[0].bars[0].display follows {{traditionalPagesMonthly}}, so it must show it, e.g. "{{traditionalPagesMonthly}} pages"',
    ]);
    expect(messagesAfter([["about", "sections[4]", chart(undefined)]])).toEqual([
      "data/pages/about.yaml: sections[4].rows[0].bars[0].follows only a chart with a budget calculator can follow the budget; add the calculator or leave this empty",
    ]);
  });

  it("refuses three sections in a row laid out alike, counting what a service page adds before its closing call", () => {
    expect(
      messagesAfter([["about", "sections[3]", { type: "tiles", heading: "Cities", items: [{ title: "Sydney" }] }]]),
    ).toEqual([
      "data/pages/about.yaml: sections[3].type makes three sections in a row laid out as a grid of cards; put a section of another kind between them, or change one",
    ]);
    // A service page shows its related services and its articles, two grids, after its last section.
    expect(
      messagesAfter([
        [
          "local-seo",
          "sections[3]",
          { type: "featureCards", heading: "What we do", items: [{ title: "Listings", description: "Kept right." }] },
        ],
      ]),
    ).toEqual([
      "data/services/local-seo.yaml: sections[3].type makes three sections in a row laid out as a grid of cards (with the related services and articles a service page shows before its closing call); put a section of another kind between them, or change one",
    ]);
    // Text is a document's paragraphs after paragraphs, never a run.
    const text = (heading: string) => ({ type: "text", heading, body: "Words." });
    expect(
      messagesAfter([
        ["about", "sections[1]", text("One")],
        ["about", "sections[2]", text("Two")],
        ["about", "sections[3]", text("Three")],
      ]),
    ).toEqual([]);
  });

  it("refuses a caption that says sample or invented beside a picture whose badge already says so", () => {
    const content = goodContent();
    const visual = {
      kind: "mapPack",
      sample: "Illustrative",
      query: "plumber",
      listings: [
        { name: "A", detail: "B" },
        { name: "C", detail: "D" },
      ],
      alt: "A map pack",
      caption: "A sample map pack with invented businesses.",
    };
    const local = content.services[0] as Content["services"][number];
    const hero = (local.data as { sections: Array<Record<string, unknown>> }).sections[0] as Record<string, unknown>;
    hero.visual = visual;
    expect(validateContent(content, { staticRoutes }).map(formatProblem)).toEqual([
      "data/services/local-seo.yaml: sections[0].visual.caption says sample, invented or illustrative, which the picture's tag already says; say what the picture shows instead",
    ]);
    hero.visual = { ...visual, caption: "Where your listing stands is what we track." };
    expect(validateContent(content, { staticRoutes })).toEqual([]);
  });

  it("refuses a figure citing a source that is not listed, and a listed source nothing cites", () => {
    const content = goodContent();
    const source = {
      id: "google-2016",
      title: "A talk",
      publisher: "Google",
      year: 2016,
      url: "https://example.com/talk",
      figure: "20% of queries",
    };
    (content.site.data as Record<string, unknown>).sources = [source, { ...source, id: "unused" }];
    const about = content.pages.find((p) => p.file === "data/pages/about.yaml");
    const stats = {
      type: "stats",
      heading: "Figures",
      qualifier: "Conceptual example.",
      items: [
        { value: "20%", label: "Spoken", source: "google-2016" },
        { value: "30x", label: "Actions", source: "missing" },
      ],
    };
    (about?.data as { sections: unknown[] }).sections.push(stats);
    const messages = validateContent(content, { staticRoutes }).map(formatProblem);
    expect(messages.filter((m) => m.includes("source"))).toEqual([
      'data/pages/about.yaml: sections[4].items[1].source names the source "missing", which is not under sources in data/site.yaml; add it there (after reading the figure in it) or remove the figure',
      'data/site.yaml: sources[1] "unused" is cited by no figure; remove it, or name it as the source of the figure it gives',
    ]);
  });

  it("refuses a service page that does not answer first: no one-sentence definition under its heading, or no FAQ", () => {
    const content = goodContent();
    const [local, audits] = content.services as [Content["services"][number], Content["services"][number]];
    const localSections = (local.data as { sections: Array<Record<string, unknown>> }).sections;
    delete localSections[0]?.definition;
    const auditSections = (audits.data as { sections: Array<Record<string, unknown>> }).sections;
    (auditSections[0] as Record<string, unknown>).definition = "An audit is a check. It finds faults.";
    (audits.data as { sections: unknown[] }).sections = auditSections.filter((section) => section.type !== "faq");
    expect(validateContent(content, { staticRoutes }).map(formatProblem)).toEqual([
      'data/services/local-seo.yaml: sections[0].definition is missing: say in one sentence what the service is, e.g. "Local SEO is …"',
      "data/services/technical-seo-audits.yaml: sections[0].definition must be one sentence; put the rest in the introduction",
      "data/services/technical-seo-audits.yaml: sections has no FAQ: add a section of type faq with the four to six questions prospects ask about this service",
    ]);
  });

  it("refuses a service page whose hero picture is another's, whatever its description says", () => {
    const picture = {
      kind: "mapPack",
      sample: "Illustrative",
      query: "plumber near me",
      listings: [
        { name: "Your business", detail: "Plumber" },
        { name: "Competitor A", detail: "Plumber" },
      ],
      alt: "A map pack",
      caption: "Where the listing stands.",
    };
    const content = goodContent();
    const [local, audits] = content.services as [Content["services"][number], Content["services"][number]];
    (local.data as { sections: unknown[] }).sections[0] = {
      type: "hero",
      heading: "Local SEO",
      definition: "Local SEO is being found nearby.",
      visual: picture,
    };
    (audits.data as { sections: unknown[] }).sections[0] = {
      type: "hero",
      heading: "Audits",
      definition: "An audit is a check.",
      visual: { ...picture, alt: "Another description" },
    };
    expect(validateContent(content, { staticRoutes }).map(formatProblem)).toEqual([
      "data/services/technical-seo-audits.yaml: sections[0].visual is the same picture as data/services/local-seo.yaml's hero; give each service a picture of its own (another kind, or other content)",
    ]);
    const auditsHero = (audits.data as { sections: Array<{ visual: { query: string } } | undefined> }).sections[0];
    if (!auditsHero) throw new Error("the audits service has no hero section");
    auditsHero.visual.query = "electrician near me";
    expect(validateContent(content, { staticRoutes }).map(formatProblem)).toEqual([]);
  });

  it("refuses a picture of a deliverable that is not labelled Illustrative", () => {
    const picture = {
      kind: "changeLog",
      sample: "Invented data",
      heading: "Overnight",
      entries: [
        { when: "Tue 01:00", text: "Fixed links" },
        { when: "Tue 09:00", text: "Approved", human: true },
      ],
      alt: "A log",
      caption: "What changed this week.",
    };
    expect(messagesAfter([["local-seo", "sections[0].visual", picture]])).toEqual([
      `data/services/local-seo.yaml: sections[0].visual.sample must start with "Illustrative": a picture of a deliverable is never to be taken for a client's data`,
    ]);
  });

  it("shows tiles in one line by their titles only", () => {
    const tiles = (item: Record<string, string>) => ({
      type: "tiles",
      heading: "Where we work",
      oneLine: true,
      items: [{ title: "Sydney" }, item],
    });
    expect(messagesAfter([["about", "sections[3]", tiles({ title: "Melbourne" })]])).toEqual([]);
    expect(
      messagesAfter([["about", "sections[3]", tiles({ title: "Melbourne", description: "A crowded market." })]]),
    ).toEqual([
      "data/pages/about.yaml: sections[3].items[1] is shown in one line, by its title only; remove its description and icon, or untick In one line",
    ]);
  });

  it("puts a second list of names in the same band only beside one in one line", () => {
    const tiles = (oneLine: boolean) => ({
      type: "tiles",
      heading: "Where we work",
      oneLine,
      items: [{ title: "Sydney" }],
      alongside: { heading: "Who for", items: [{ title: "Trades" }] },
    });
    expect(messagesAfter([["about", "sections[3]", tiles(true)]])).toEqual([]);
    expect(messagesAfter([["about", "sections[3]", tiles(false)]])).toContain(
      "data/pages/about.yaml: sections[3].alongside is a second list in one line; tick In one line, or remove it",
    );
  });

  it("folds a section on phones only under a heading, which is all a phone shows of it", () => {
    const checklist = (heading?: string) => ({
      type: "checklist",
      ...(heading ? { heading } : {}),
      points: ["Want more SEO done"],
      foldOnPhones: true,
    });
    expect(messagesAfter([["about", "sections[3]", checklist("Is it right for you?")]])).toEqual([]);
    expect(messagesAfter([["about", "sections[3]", checklist()]])).toEqual([
      "data/pages/about.yaml: sections[3].foldOnPhones folds the section under its heading on phones; give it a heading, or untick Folded on phones",
    ]);
  });

  it("holds a measured figure to what its measure fills in", () => {
    const facts = (description: string) => ({
      type: "siteFacts",
      heading: "Check our work",
      facts: [
        { measure: "javascript", value: "{value}", label: "JavaScript", description },
        { measure: "pages", value: "{value} pages", label: "Pages" },
      ],
      checksHeading: "Check them yourself",
      checks: ["Run PageSpeed Insights."],
      source: "Measured by the build.",
    });
    expect(messagesAfter([["about", "sections[3]", facts("Gzipped.")]])).toEqual([]);
    expect(messagesAfter([["about", "sections[3]", facts("Types: {types}")]])).toEqual([
      "data/pages/about.yaml: sections[3].facts[0].description uses {types}, which javascript does not measure; use {value}",
    ]);
    expect(
      messagesAfter([
        [
          "about",
          "sections[3]",
          {
            ...facts("Gzipped."),
            facts: [
              { measure: "pages", value: "22", label: "Pages" },
              { measure: "javascript", value: "{value}", label: "JS" },
            ],
          },
        ],
      ]),
    ).toEqual([
      "data/pages/about.yaml: sections[3].facts[0].value must show the measurement: write {value} where it goes",
    ]);
  });

  it("reports an unknown icon, service or external link", () => {
    expect(messagesAfter([["about", "sections[1].items[0].icon", "map"]])[0]).toMatch(
      /^data\/pages\/about\.yaml: sections\[1\]\.items\[0\]\.icon "map" is not allowed; use one of: award, /,
    );
    expect(messagesAfter([["about", "sections[2].services[0]", "local"]])).toEqual([
      'data/pages/about.yaml: sections[2].services[0] "local" is not a service; use the slug of a file in data/services/',
    ]);
    expect(messagesAfter([["contact", "sections[0].actions[1].external", "builder"]])).toEqual([
      'data/pages/contact.yaml: sections[0].actions[1].external "builder" is not in externalLinks in data/site.yaml; add it there or use one of: strategy-builder',
    ]);
  });

  it("refuses a related service that does not exist, is the service itself, or is named twice", () => {
    expect(messagesAfter([["local-seo", "related[0]", "technical-seo"]])).toEqual([
      'data/services/local-seo.yaml: related[0] "technical-seo" is not a service; use the slug of a file in data/services/',
    ]);
    expect(messagesAfter([["local-seo", "related[1]", "local-seo"]])).toEqual([
      'data/services/local-seo.yaml: related[1] "local-seo" is this service itself; name other services',
    ]);
    expect(messagesAfter([["local-seo", "related[1]", "technical-seo-audits"]])).toEqual([
      'data/services/local-seo.yaml: related[1] "technical-seo-audits" is listed twice',
    ]);
  });

  it("asks for two or three related services", () => {
    expect(messagesAfter([["local-seo", "related", ["technical-seo-audits"]]])).toEqual([
      "data/services/local-seo.yaml: related needs at least 2 entries",
    ]);
    expect(messagesAfter([["local-seo", "related", DELETE]])).toEqual([
      "data/services/local-seo.yaml: related is required",
    ]);
  });

  it("warns about a page no link reaches from the home page, naming where to link it", () => {
    // The about page is linked only from the footer; a disabled menu entry is not a link.
    expect(
      messagesAfter(
        [
          ["site", "footer.columns[0].links[0].to", "/contact"],
          ["site", "header.nav[1].children[1]", { label: "About", to: "/about", disabled: true }],
        ],
        "warning",
      ),
    ).toEqual([
      "data/pages/about.yaml: no link on the site reaches /about; search engines may never find it. Link it from the home page's file",
    ]);
  });

  it("names the home page's file for an orphaned page, and the services index for an orphaned service", () => {
    const content = goodContent();
    const page = (file: string, route: string, heading: string) => ({
      file,
      data: {
        path: route,
        seo: { title: heading, description: `A description of the ${heading} page that is long enough to pass.` },
        sections: [{ type: "hero", heading }],
      },
    });
    content.pages.push(
      page("data/pages/home.yaml", "/", "Home"),
      page("data/pages/services.yaml", "/services", "Services"),
    );
    // Nothing links the new service (it only links out), and about is now linked from nowhere.
    content.services.push(relatedService("ecommerce-seo", "Ecommerce SEO", ["local-seo", "technical-seo-audits"]));
    setPath(content.site.data, "footer.columns[0].links[0].to", "/services");
    const warnings = validateContent(content, { staticRoutes: [...staticRoutes, "/services"] })
      .filter((p) => p.severity === "warning")
      .map(formatProblem);
    expect(warnings.sort()).toEqual([
      "data/pages/about.yaml: no link on the site reaches /about; search engines may never find it. Link it from data/pages/home.yaml",
      "data/services/ecommerce-seo.yaml: no link on the site reaches /services/ecommerce-seo; search engines may never find it. Link it from data/pages/services.yaml (its service cards) or a related service",
    ]);
  });

  it("reports an action with both or neither of to and external", () => {
    expect(messagesAfter([["about", "sections[0].actions[0].to", DELETE]])).toEqual([
      'data/pages/about.yaml: sections[0].actions[0] needs exactly one of "to" (a page on this site) or "external" (a name from externalLinks in data/site.yaml)',
    ]);
  });
});

describe("CONTENT_RULES", () => {
  it("is a list of rules with names of their own", () => {
    const names = CONTENT_RULES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names[0]).toBe("each file against its schema");
  });

  it("reports problems in the order of the rules that find them: a schema problem before a broken link", () => {
    const content = goodContent();
    setPath(fileOf(content, "about").data, "sections[1].items[0].link", "/nowhere");
    setPath(fileOf(content, "local-seo").data, "aiFeature", DELETE);
    const found = validateContent(content, { staticRoutes }).map(formatProblem);
    expect(found).toEqual([
      "data/services/local-seo.yaml: aiFeature is required",
      expect.stringContaining("data/pages/about.yaml: sections[1].items[0].link"),
    ]);
  });
});

describe("readYaml", () => {
  it("turns a syntax error into a message with the file, line and column", () => {
    const { problems } = readYaml(path.join(__dirname, "../../content/__tests__/fixtures"), "broken.yaml");
    expect(problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^broken\.yaml: is not valid YAML: .+ \(line \d+, column \d+\)$/),
    ]);
  });
});

describe("routes", () => {
  it("maps page files to the routes Gatsby gives them", () => {
    expect(["index.tsx", "about.tsx", "services/index.tsx", "404.tsx"].map(routeFromPageFile)).toEqual([
      "/",
      "/about",
      "/services",
      "/404",
    ]);
  });

  it("treats a trailing slash as the same page", () => {
    expect(["/about/", "/about", "/"].map(normalisePath)).toEqual(["/about", "/about", "/"]);
  });
});
