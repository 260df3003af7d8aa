/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import React from "react";
import { render, screen, within } from "@testing-library/react";
import { Provider } from "../../ui/provider";
import { Visual, visualComponents, type VisualData } from "../../visuals";
import { Hero } from "../hero";
import { VISUAL_KINDS } from "../../../lib/content/schema";

/** A picture as GraphQL returns it: every kind's fields present, null where this kind has none. */
function visual(fields: Partial<VisualData> & { kind: string }): VisualData {
  const empty = {
    alt: null,
    caption: null,
    heading: null,
    oldLabel: null,
    aiLabel: null,
    scale: null,
    centre: null,
    ring: null,
    icon: null,
    nodes: null,
    links: null,
    steps: null,
    lines: null,
    stamp: null,
    crossedOutLabel: null,
    chip: null,
    progress: null,
    pin: null,
    sample: null,
    metrics: null,
    seriesLabel: null,
    series: null,
    entries: null,
    query: null,
    positions: null,
    listings: null,
  };
  return { ...empty, ...fields } as VisualData;
}

const draw = (v: VisualData) => render(<Visual visual={v} />, { wrapper: Provider });
const figure = () => screen.getByRole("figure");

const examples: Record<string, VisualData> = {
  budgetPages: visual({
    kind: "budgetPages",
    alt: "One square a page a $5,000 budget buys in a month",
    caption: "Conceptual illustration, not a guaranteed result.",
    heading: "What $5,000 a month buys",
    oldLabel: "Traditional agency · 20 pages a month",
    aiLabel: "AI agents and a person's review · 92 pages a month",
    scale: "One square is one page optimised",
  }),
  orbit: visual({
    kind: "orbit",
    alt: "Your goals at the centre",
    caption: "How we work",
    centre: "Your goals",
    ring: "Sydney strategists",
    nodes: [
      { label: "Research", icon: "search" },
      { label: "Content", icon: "pen" },
      { label: "Technical", icon: "wrench" },
    ],
  }),
  cycle: visual({
    kind: "cycle",
    alt: "The four steps on a ring",
    caption: "A simplified view",
    centre: "24/7",
    icon: "bot",
    steps: [
      { label: "Audit and goals", icon: "search", human: null },
      { label: "Strategy and plan", icon: "users", human: true },
      { label: "Continuous execution", icon: "zap", human: null },
      { label: "Measure and refine", icon: "line-chart", human: null },
    ],
  }),
  invoice: visual({
    kind: "invoice",
    alt: "An example retainer invoice, stamped no longer offered",
    caption: "Conceptual example, not a quote from any agency.",
    heading: "Retainer invoice",
    lines: [
      { label: "Monthly retainer", value: "$5,000", tone: null },
      { label: "Cost per hour of actual work", value: "$250", tone: "negative" },
    ],
    stamp: "No longer offered",
  }),
  strategyCard: visual({
    kind: "strategyCard",
    alt: "An example layout of a strategy",
    caption: "An example layout, not a real plan.",
    heading: "Your SEO strategy, example layout",
    progress: [
      { label: "Business", done: true },
      { label: "Strategy", done: null },
    ],
    lines: [{ label: "Technical", value: "High", tone: "positive" }],
  }),
  map: visual({
    kind: "map",
    alt: "A map of Australia with a pin on Sydney.",
    caption: "Working with businesses across Australia.",
    pin: "Sydney",
  }),
  document: visual({
    kind: "document",
    alt: "A page summing up this policy",
    caption: "A summary.",
    heading: "Your details, in short",
    icon: "shield",
    lines: [{ label: "We never sell or rent your details", value: null, tone: null }],
  }),
  report: visual({
    kind: "report",
    alt: "A sample monthly report with invented figures",
    caption: "A sample report with invented figures.",
    sample: "Illustrative",
    heading: "Monthly SEO report · month 3",
    metrics: [
      { label: "Clicks from Google", value: "1,240", change: "+12% on last month", tone: "positive" },
      { label: "Average position", value: "11.2", change: null, tone: null },
    ],
    seriesLabel: "Clicks by week",
    series: [10, 12, 11, 15],
    lines: [{ label: "Refresh two pages", value: "Next", tone: null }],
  }),
  changeLog: visual({
    kind: "changeLog",
    alt: "A sample change log with invented entries",
    caption: "A sample change log.",
    sample: "Illustrative",
    heading: "Overnight on example.com.au",
    entries: [
      { when: "Tue 01:15", text: "Drafted 38 descriptions", human: null },
      { when: "Tue 08:45", text: "Strategist approved 31, rewrote 7", human: true },
    ],
  }),
  rankAlert: visual({
    kind: "rankAlert",
    alt: "A sample ranking alert with invented data",
    caption: "A sample alert.",
    sample: "Illustrative",
    heading: "Ranking alert",
    query: "roof repair cost",
    positions: [3, 4, 6, 11],
    lines: [{ label: "Cause found", value: "Found", tone: "negative" }],
  }),
  mapPack: visual({
    kind: "mapPack",
    alt: "A sample map pack with invented businesses",
    caption: "A sample map pack.",
    sample: "Illustrative",
    query: "plumber near me",
    listings: [
      { name: "Competitor A", detail: "Plumber · Parramatta", highlight: null },
      { name: "Your business", detail: "Plumber · Westmead", highlight: true },
    ],
  }),
};

describe("the pictures in heroes", () => {
  it("has a component for every kind the content schema accepts, and no other", () => {
    expect(Object.keys(visualComponents).sort()).toEqual([...VISUAL_KINDS].sort());
  });

  it.each(Object.entries(examples))(
    "%s: an image named by its description, in a figure captioned with its qualifier",
    (_kind, v) => {
      draw(v);
      expect(within(figure()).getByRole("img", { name: v.alt })).toBeInTheDocument();
      expect(figure().querySelector("figcaption")).toHaveTextContent(v.caption);
    },
  );

  it("budgetPages: draws one square a page, as many as the worked example gives each way, with patterns rather than one node per page", () => {
    const { container } = draw(examples.budgetPages as VisualData);
    expect(figure()).toHaveTextContent("What $5,000 a month buys");
    expect(figure()).toHaveTextContent("Traditional agency · 20 pages a month");
    expect(container.querySelectorAll("pattern")).toHaveLength(2);
    expect(container.querySelectorAll("rect").length).toBeLessThan(8);
    // The squares painted, counted from the rectangles the patterns fill: the example's own pages, not figures typed into the picture.
    const squares = [...container.querySelectorAll("[role=img] svg")].map((svg) =>
      [...svg.querySelectorAll(":scope > rect")].reduce(
        (sum, r) =>
          sum + Math.round(Number(r.getAttribute("width")) / 14) * Math.ceil(Number(r.getAttribute("height")) / 14),
        0,
      ),
    );
    expect(squares).toEqual([20, 92]);
  });

  it("cycle: writes each step and the centre on the ring, one group per step", () => {
    const { container } = draw(examples.cycle as VisualData);
    for (const label of [
      "Audit and goals",
      "Strategy and plan",
      "Continuous execution",
      "Measure and refine",
      "24/7",
    ]) {
      expect(container.querySelector("svg[role=img]")).toHaveTextContent(label.split(" ")[0] ?? label);
    }
    expect(container.querySelectorAll("svg[role=img] > g")).toHaveLength(4 + 2);
  });

  it("invoice: shows the lines and their figures, and the stamp", () => {
    draw(examples.invoice as VisualData);
    expect(figure()).toHaveTextContent("Monthly retainer$5,000");
    expect(figure()).toHaveTextContent("Cost per hour of actual work$250");
    expect(screen.getByText("No longer offered")).toBeVisible();
  });

  it("crossedOut: tells screen readers the lines are crossed out, with the red cross an image named by the description", () => {
    const crossed = visual({
      kind: "crossedOut",
      alt: "Two red lines cross out the traditional agency model.",
      caption: "Conceptual illustration, not a guaranteed result.",
      heading: "The traditional agency model",
      crossedOutLabel: "Crossed out:",
      lines: [
        { value: "40 hours", label: "of work a week", tone: null },
        { value: "20 pages", label: "optimised a month", tone: null },
      ],
      chip: "Replaced by AI-driven SEO",
    });
    draw(crossed);
    const label = screen.getByText("Crossed out:");
    const list = screen.getByRole("list");
    expect(label.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["40 hoursof work a week", "20 pagesoptimised a month"]);
    expect(
      screen.getByRole("img", { name: "Two red lines cross out the traditional agency model." }),
    ).toBeInTheDocument();
    expect(figure()).toHaveTextContent("Replaced by AI-driven SEO");
  });

  it("pathways: a navigation of real links to the pages it names", () => {
    draw(
      visual({
        kind: "pathways",
        alt: "A service for each starting point",
        caption: "Not sure? Ask us.",
        heading: "Where are you starting from?",
        links: [
          { label: "My traffic dropped", target: "Recovery", to: "/services/ai-driven-seo-recovery" },
          { label: "I sell online", target: "E-commerce", to: "/services/ecommerce-seo" },
        ],
      }),
    );
    const nav = screen.getByRole("navigation", { name: "A service for each starting point" });
    expect(nav).toHaveTextContent("Where are you starting from?");
    const links = within(nav).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["My traffic droppedRecovery", "/services/ai-driven-seo-recovery/"],
      ["I sell onlineE-commerce", "/services/ecommerce-seo/"],
    ]);
    expect(figure().querySelector("figcaption")).toHaveTextContent("Not sure? Ask us.");
  });

  it.each(["report", "changeLog", "rankAlert", "mapPack"])(
    "%s: carries its Sample label inside the picture, so invented data is never taken for a client's",
    (kind) => {
      const v = examples[kind] as VisualData;
      draw(v);
      const label = within(figure()).getByText(v.sample ?? "");
      expect(label).toHaveTextContent(/^Illustrative/);
      expect(within(figure()).getByRole("img", { name: v.alt })).toContainElement(label);
    },
  );

  it("report: shows each figure with its change, the chart's label and line, and what comes next", () => {
    const { container } = draw(examples.report as VisualData);
    expect(figure()).toHaveTextContent("Clicks from Google1,240+12% on last month");
    expect(figure()).toHaveTextContent("Clicks by week");
    expect(container.querySelector("polyline")?.getAttribute("points")?.split(" ")).toHaveLength(4);
    expect(figure()).toHaveTextContent("Refresh two pagesNext");
  });

  it("rankAlert: states the position the page left and the one it reached, worked out from the positions, never typed", () => {
    draw(examples.rankAlert as VisualData);
    expect(figure()).toHaveTextContent("roof repair cost");
    expect(figure()).toHaveTextContent("#3#11");
    draw(visual({ ...(examples.rankAlert as VisualData), positions: [14, 9, 6] }));
    expect(screen.getAllByRole("figure")[1]).toHaveTextContent("#14#6");
  });

  it("changeLog: lists the entries in order, a person's apart from the agents'", () => {
    draw(examples.changeLog as VisualData);
    const items = within(figure()).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      "Tue 01:15Drafted 38 descriptions",
      "Tue 08:45Strategist approved 31, rewrote 7",
    ]);
  });

  it("mapPack: letters each listing as its pin, the client's among them", () => {
    const { container } = draw(examples.mapPack as VisualData);
    expect(
      within(figure())
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["ACompetitor APlumber · Parramatta", "BYour businessPlumber · Westmead"]);
    expect(container.querySelectorAll("svg text")).toHaveLength(2);
  });

  it("draws nothing for a kind it does not know", () => {
    const { container } = draw(visual({ kind: "bogus", alt: "x", caption: "y" }));
    expect(container).toBeEmptyDOMElement();
  });
});

describe("the hero", () => {
  const hero = (v: VisualData | null) =>
    ({
      type: "hero",
      id: null,
      eyebrow: null,
      heading: "Found first",
      intro: null,
      note: null,
      actions: null,
      visual: v,
    }) as Queries.HeroSectionFragment;

  it("puts the picture beside the copy when the YAML chooses one", () => {
    render(<Hero section={hero(examples.map as VisualData)} />, { wrapper: Provider });
    const h1 = screen.getByRole("heading", { level: 1, name: "Found first" });
    const picture = screen.getByRole("figure");
    expect(h1.compareDocumentPosition(picture) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(picture).getByRole("img", { name: "A map of Australia with a pin on Sydney." })).toBeInTheDocument();
  });

  it("stays one column with no picture when the YAML has none", () => {
    render(<Hero section={hero(null)} />, { wrapper: Provider });
    expect(screen.queryByRole("figure")).not.toBeInTheDocument();
  });
});
