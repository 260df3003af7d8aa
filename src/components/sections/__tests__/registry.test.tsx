/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import React from "react";
import { render, screen, within } from "@testing-library/react";
import { SECTION_TYPES } from "../../../lib/content/schema";
import { Provider } from "../../ui/provider";
import fs from "node:fs";
import path from "node:path";
import { Sections, sectionComponents } from "..";
import { barWidth } from "../chart-rows";
import { sectionOf } from "../../../lib/content/section-data";
import { variantTypeName } from "../../../lib/content/meta";

describe("the section registry", () => {
  it("has a component for every section type the content schema accepts, and no other", () => {
    expect(Object.keys(sectionComponents).sort()).toEqual([...SECTION_TYPES].sort());
  });

  it("queries every registered component's fields: one fragment beside each component, on its type's own GraphQL type, each spread in PageSections", () => {
    const dir = path.join(__dirname, "..");
    const registry = fs.readFileSync(path.join(dir, "index.tsx"), "utf8");
    const spread = new Set([...registry.matchAll(/\.\.\.(\w+Section)\b/g)].map((m) => m[1]));
    const declared = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith(".tsx") && f !== "index.tsx")
      .flatMap((f) =>
        [...fs.readFileSync(path.join(dir, f), "utf8").matchAll(/fragment (\w+Section) on (Section\w+)/g)].map((m) => ({
          name: m[1],
          on: m[2],
        })),
      );
    expect(declared.map((f) => f.on).sort()).toEqual(
      SECTION_TYPES.map((type) => variantTypeName("Section", type)).sort(),
    );
    expect([...spread].sort()).toEqual(declared.map((f) => f.name).sort());
  });

  it("renders sections in YAML order, the hero as the only h1", async () => {
    render(
      <Provider>
        <Sections
          sections={[
            sectionOf("hero", {
              heading: "Main heading",
              actions: [{ label: "Get Started", to: "/contact", external: null, variant: null }],
            }),
            sectionOf("checklist", { id: "benefits", heading: "Benefits", points: ["Fast", "Friendly"] }),
          ]}
        />
      </Provider>,
    );
    expect((await screen.findAllByRole("heading", { level: 1 })).map((h) => h.textContent)).toEqual(["Main heading"]);
    await screen.findByRole("heading", { level: 2, name: "Benefits" });
    expect(screen.getByRole("heading", { level: 2, name: "Benefits" }).closest("section")).toHaveAttribute(
      "id",
      "benefits",
    );
    expect(screen.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact/");
    expect(
      within(screen.getByRole("region", { name: "Benefits" }))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Fast", "Friendly"]);
  });

  it("shows a bar chart's figures as text, with its qualifier, and the bars hidden from screen readers", async () => {
    render(
      <Provider>
        <Sections
          sections={[
            sectionOf("barChart", {
              heading: "Pages per month",
              qualifier: "Conceptual illustration, not a guaranteed result.",
              rows: [
                {
                  label: "Pages optimised per month",
                  bars: [
                    { label: "Traditional agency", value: 20, display: "20 pages", tone: "negative", follows: null },
                    { label: "AI-driven SEO", value: 100, display: "100+ pages", tone: "positive", follows: null },
                  ],
                },
              ],
            }),
          ]}
        />
      </Provider>,
    );
    const chart = await screen.findByRole("region", { name: "Pages per month" });
    expect(
      within(chart)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Traditional agency20 pages", "AI-driven SEO100+ pages"]);
    expect(chart).toHaveTextContent("Conceptual illustration, not a guaranteed result.");
    expect(chart.querySelectorAll("[aria-hidden=true] > div")[0]).toHaveStyle({ width: "20%" });
  });

  it("opens external tools in a new tab without giving them the opener", async () => {
    render(
      <Provider>
        <Sections
          sections={[
            sectionOf("hero", {
              heading: "Tool",
              actions: [{ label: "Launch Strategy Builder", to: null, external: "strategy-builder", variant: null }],
            }),
          ]}
        />
      </Provider>,
    );
    const link = await screen.findByRole("link", { name: /Launch Strategy Builder/ });
    expect(link).toHaveAttribute("href", "https://strategy.harbouraiseo.com.au/");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(link).toHaveTextContent("(opens in a new tab)");
  });
});

describe("barWidth", () => {
  it("scales to the largest value and keeps tiny values visible", () => {
    expect(barWidth(5, 15)).toBe("33%");
    expect(barWidth(15, 15)).toBe("100%");
    expect(barWidth(0, 15)).toBe("2%");
    expect(barWidth(0, 0)).toBe("0%");
  });
});
