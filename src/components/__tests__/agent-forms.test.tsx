/** @jest-environment jsdom */
/**
 * The site's forms as AI agents' tools (WebMCP's declarative API, docs/site-check.md, Forms agents
 * can use): each form names its tool and says what it does, each field an agent fills says what
 * it means, all in the editors' words from data/; the contact form never sends itself, the
 * check's forms may; the honeypot is no parameter; and the forms post exactly as without them.
 */
import "@testing-library/jest-dom";
import React from "react";
import path from "node:path";
import { render } from "@testing-library/react";
import { parseProject } from "../../lib/project/load";
import type { Section } from "../../lib/content/schema";
import { Provider } from "../ui/provider";
import { ContactFormSection } from "../sections/contact-form";
import { Hero } from "../sections/hero";
import { SiteCheckForm } from "../site-check/site-check-form";
import { reportPage } from "../../lib/site-check/report-page";
import { setFunctionData } from "../../lib/content/function-data";
import { FALLBACK_DESIGN, type ReportCopy, type ReportData } from "../../lib/site-check/client";
import { HONEYPOT_FIELD } from "../../lib/contact/client";
import { renderToStaticMarkup } from "react-dom/server";
import { LiveAnswers } from "../../lib/site-check/live/view";
import type { LiveSection } from "../../lib/site-check/live/section";
import type { LiveWords } from "../../lib/site-check/live/words";
import { projectWords } from "../../lib/site-check/__tests__/project-words";

const content = parseProject(path.resolve(__dirname, "../../.."), {});
const sectionOf = <T extends Section["type"]>(route: string, type: T): Extract<Section, { type: T }> => {
  const section = content.pages.find((p) => p.route === route)?.data.sections.find((s) => s.type === type);
  if (!section) throw new Error(`no ${type} section on ${route}`);
  return section as Extract<Section, { type: T }>;
};
const contactSection = sectionOf("/contact", "contactForm");
const checkCopy: ReportCopy = { ...sectionOf("/ai-search-check", "siteCheck").check, design: FALLBACK_DESIGN };
const homeHero = sectionOf("/", "hero");

/**
 * A form's tool as Chromium (156, WebMCP's declarative API) builds it: its name and description
 * from the form, and one parameter per named control an agent can fill, which leaves out hidden,
 * disabled and read-only controls and buttons (docs/site-check.md says how this was measured).
 */
function toolOf(form: HTMLFormElement) {
  const parameters = new Map<string, string | null>();
  for (const el of Array.from(form.elements)) {
    if (!(el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement))
      continue;
    if (!el.name || el.disabled || ("readOnly" in el && el.readOnly)) continue;
    if (el instanceof HTMLInputElement && ["hidden", "submit", "button", "reset", "image"].includes(el.type)) continue;
    parameters.set(el.name, el.getAttribute("toolparamdescription"));
  }
  return {
    name: form.getAttribute("toolname"),
    description: form.getAttribute("tooldescription"),
    sendsItself: form.hasAttribute("toolautosubmit"),
    parameters: Object.fromEntries(parameters),
  };
}

/** What the form sends without JavaScript: its method, action and every named field. */
const posts = (form: HTMLFormElement) => ({
  method: form.getAttribute("method"),
  action: form.getAttribute("action"),
  names: Array.from(form.elements)
    .map((el) => el.getAttribute("name"))
    .filter(Boolean),
});

const only = (container: HTMLElement, selector = "form"): HTMLFormElement => {
  const forms = container.querySelectorAll<HTMLFormElement>(selector);
  expect(forms).toHaveLength(1);
  return forms[0] as HTMLFormElement;
};

type ContactSection = Parameters<typeof ContactFormSection>[0]["section"];
const renderContact = (form = contactSection.form) =>
  render(
    <Provider>
      <ContactFormSection
        section={
          {
            eyebrow: null,
            intro: null,
            note: null,
            actions: null,
            ...contactSection,
            form,
          } as unknown as ContactSection
        }
      />
    </Provider>,
  );

describe("the contact form as an agent's tool", () => {
  const agents = contactSection.form.agents;

  it("is send_enquiry, described from data/pages/contact.yaml, each field an agent fills described there too", () => {
    const form = only(renderContact().container);
    expect(toolOf(form)).toEqual({
      name: "send_enquiry",
      description: agents.description,
      sendsItself: false,
      parameters: agents.fields,
    });
    for (const description of Object.values(agents.fields)) expect(description.trim()).not.toBe("");
  });

  it("never sends itself: an agent fills it in and the visitor presses Send", () => {
    const form = only(renderContact().container);
    expect(form).not.toHaveAttribute("toolautosubmit");
    expect(form.querySelector("button[type=submit]")).toHaveTextContent(contactSection.form.submit);
  });

  it("keeps the honeypot out of the tool: read-only and undescribed, yet still sent, empty", () => {
    const form = only(renderContact().container);
    const trap = form.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement;
    expect(trap).toHaveAttribute("readonly");
    expect(trap).not.toHaveAttribute("toolparamdescription");
    expect(toolOf(form).parameters).not.toHaveProperty(HONEYPOT_FIELD);
    expect(new FormData(form).get(HONEYPOT_FIELD)).toBe("");
  });

  it("posts natively exactly as before", () => {
    expect(posts(only(renderContact().container))).toEqual({
      method: "post",
      action: "/api/contact",
      names: ["firstName", "lastName", "email", "phone", "website", "service", "budget", "message", HONEYPOT_FIELD],
    });
  });

  it("takes its words from the data: changed there, changed on the form", () => {
    const form = only(
      renderContact({
        ...contactSection.form,
        agents: {
          description: "Asks the agency a question.",
          fields: { ...agents.fields, message: "The question, in a sentence." },
        },
      }).container,
    );
    const tool = toolOf(form);
    expect(tool.description).toBe("Asks the agency a question.");
    expect(tool.parameters.message).toBe("The question, in a sentence.");
  });
});

describe("the AI search check's forms as agents' tools", () => {
  const agents = checkCopy.agents;
  const renderCheck = (copy: ReportCopy = checkCopy) =>
    render(
      <Provider>
        <SiteCheckForm copy={copy} action="/api/site-check" />
      </Provider>,
    );

  it("the check page's form is check_site, may send itself, its address and competitors described from the page's data", () => {
    const form = only(renderCheck().container);
    expect(toolOf(form)).toEqual({
      name: "check_site",
      description: agents.description,
      sendsItself: true,
      parameters: { url: agents.url, compare1: agents.competitor, compare2: agents.competitor },
    });
    expect(posts(form)).toEqual({ method: "get", action: "/api/site-check", names: ["url", "compare1", "compare2"] });
  });

  it("takes the check page's words from the data: changed there, changed on the form", () => {
    const copy = { ...checkCopy, agents: { ...agents, description: "Reads a site as AI search does.", url: "A URL." } };
    const tool = toolOf(only(renderCheck(copy).container));
    expect(tool.description).toBe("Reads a site as AI search does.");
    expect(tool.parameters.url).toBe("A URL.");
  });

  it("the home hero's address field is check_site too, in the hero's own words from data/pages/home.yaml", () => {
    const check = homeHero.addressCheck;
    if (!check) throw new Error("the home hero has no address check");
    const section = { eyebrow: null, intro: null, note: null, actions: null, visual: null, ...homeHero };
    const { container } = render(<Hero section={section as unknown as Queries.HeroSectionFragment} />, {
      wrapper: Provider,
    });
    const form = only(container, "form[data-hero-check]");
    expect(toolOf(form)).toEqual({
      name: "check_site",
      description: check.agents.description,
      sendsItself: true,
      parameters: { url: check.agents.url },
    });
    expect(posts(form)).toEqual({ method: "get", action: "/api/site-check", names: ["url"] });
  });

  describe("on a report's page, drawn by the Function with the words the build handed it", () => {
    const report: ReportData = {
      id: "AAAAAAAAAAAAAAAAAAAAAA",
      address: "https://www.example.com.au/",
      url: "https://www.example.com.au/",
      checkedAt: "2026-11-28T01:02:03.000Z",
      score: 90,
      categories: [],
      findings: [],
    };
    const page = (copy: ReportCopy) => {
      const { design, ...words } = copy;
      setFunctionData({ siteCheckCopy: words, siteCheckDesign: design });
      try {
        document.body.innerHTML = reportPage({ report }, { frame: null }).body.replace(
          /^[\s\S]*<body>|<\/body>[\s\S]*$/g,
          "",
        );
      } finally {
        setFunctionData(undefined);
      }
      return {
        check: document.querySelector<HTMLFormElement>("form.sc-again"),
        again: document.querySelector<HTMLFormElement>("form.sc-recheck"),
      };
    };

    it("offers check_site for another address and check_site_again for this one, both in the page's words", () => {
      const { check, again } = page(checkCopy);
      if (!check || !again) throw new Error("the report page lacks its forms");
      expect(toolOf(check)).toEqual({
        name: "check_site",
        description: agents.description,
        sendsItself: true,
        parameters: { url: agents.url, compare1: agents.competitor, compare2: agents.competitor },
      });
      // Check again's fields are the report's, hidden: the agent only chooses to run it.
      expect(toolOf(again)).toEqual({
        name: "check_site_again",
        description: agents.recheck,
        sendsItself: true,
        parameters: {},
      });
      expect(posts(again)).toEqual({ method: "get", action: "/api/site-check", names: ["url", "previous"] });
    });

    it("follows the words handed over: changed in the data, changed on the page", () => {
      const { again } = page({ ...checkCopy, agents: { ...agents, recheck: "Runs this check once more." } });
      expect(again).toHaveAttribute("tooldescription", "Runs this check once more.");
    });
  });
});

describe("the live answer check's form as an agent's tool", () => {
  const liveWords = projectWords().live;
  if (!liveWords) throw new Error("data/site-check.yaml has no live words");
  const offer = (words: LiveWords): HTMLFormElement => {
    const live: LiveSection = {
      state: "offer",
      words,
      offer: {
        action: "/api/site-check/live/AAAAAAAAAAAAAAAAAAAAAA",
        engines: ["openai", "perplexity"],
        samples: 5,
        questions: words.questions.length,
        subject: { name: "Bondi Plumbing & Gas", service: "plumber", place: "Bondi Beach" },
      },
    };
    document.body.innerHTML = renderToStaticMarkup(
      React.createElement(LiveAnswers, { live, reportId: "AAAAAAAAAAAAAAAAAAAAAA", level: 2 }),
    );
    return only(document.body, "form.sc-live-form");
  };

  it("is ask_ai_engines_live, each field described from data/site-check.yaml, and never sends itself: it is an enquiry, with consent", () => {
    const form = offer(liveWords);
    expect(toolOf(form)).toEqual({
      name: "ask_ai_engines_live",
      description: liveWords.agents.description,
      sendsItself: false,
      parameters: liveWords.agents.fields,
    });
    for (const description of Object.values(liveWords.agents.fields)) expect(description.trim()).not.toBe("");
    // Without toolautosubmit the browser leaves the sending to the person, at the form's button.
    expect(form.querySelector("button[type=submit]")).toHaveTextContent(liveWords.button);
    expect(posts(form)).toEqual({
      method: "post",
      action: "/api/site-check/live/AAAAAAAAAAAAAAAAAAAAAA",
      names: ["name", "service", "place", "yourName", "email", "consent"],
    });
  });

  it("takes its words from the data: changed there, changed on the form", () => {
    const form = offer({
      ...liveWords,
      agents: {
        description: "Asks the engines about a business.",
        fields: { ...liveWords.agents.fields, email: "Where the answer goes." },
      },
    });
    const tool = toolOf(form);
    expect(tool.description).toBe("Asks the engines about a business.");
    expect(tool.parameters.email).toBe("Where the answer goes.");
  });
});
