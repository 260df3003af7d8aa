/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import React from "react";
import { render, screen, within } from "@testing-library/react";
import { Provider } from "../../ui/provider";
import { Sections } from "..";
import { sectionOf } from "../../../lib/content/section-data";

const columns = [
  { title: "Typical approach", tone: "negative", points: ["One crawl a year", "A sample of templates"] },
  { title: "Our approach", tone: "positive", points: ["Re-crawled on a schedule", "Every page rendered"] },
];

describe("a comparison", () => {
  it("as a table: the columns' titles head the columns, each aspect heads its row, and every cell is text", async () => {
    render(
      <Provider>
        <Sections
          sections={[
            sectionOf("comparison", {
              heading: "Audits compared",
              treatment: "table",
              aspects: ["Crawl cadence", "Coverage"],
              columns,
            }),
          ]}
        />
      </Provider>,
    );
    const table = await screen.findByRole("table", { name: "Audits compared" });
    expect(table.tagName).toBe("TABLE");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => [th.tagName, th.getAttribute("scope"), th.textContent]),
    ).toEqual([
      ["TH", "col", "Typical approach"],
      ["TH", "col", "Our approach"],
    ]);
    expect(
      within(table)
        .getAllByRole("rowheader")
        .map((th) => [th.tagName, th.getAttribute("scope"), th.textContent]),
    ).toEqual([
      ["TH", "row", "Crawl cadence"],
      ["TH", "row", "Coverage"],
    ]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole("cell")
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ["One crawl a year", "Re-crawled on a schedule"],
      ["A sample of templates", "Every page rendered"],
    ]);
    // The marks beside the titles are decoration: the titles say which way is which.
    for (const th of within(table).getAllByRole("columnheader"))
      expect(th.querySelector("svg")?.closest("[aria-hidden='true']")).not.toBeNull();
    expect(screen.queryByRole("list")).toBeNull();
    // Read as a table because it is one: no role restated on its rows and cells (HTML forbids it; issue 46).
    expect(Array.from(table.querySelectorAll("tr[role], th[role], td[role]"))).toEqual([]);
  });

  it("as a shift: a row per aspect read from the old way to the new, each line naming its column", async () => {
    render(
      <Provider>
        <Sections
          sections={[
            sectionOf("comparison", {
              heading: "Audits compared",
              treatment: "shift",
              aspects: ["Crawl cadence", "Coverage"],
              columns,
            }),
          ]}
        />
      </Provider>,
    );
    await screen.findByRole("heading", { level: 2, name: "Audits compared" });
    expect(screen.queryByRole("table")).toBeNull();
    expect(
      within(screen.getByRole("list"))
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "Crawl cadenceTypical approach: One crawl a yearOur approach: Re-crawled on a schedule",
      "CoverageTypical approach: A sample of templatesOur approach: Every page rendered",
    ]);
  });

  it("as cards: a card per column, its title a heading over its list", async () => {
    render(
      <Provider>
        <Sections sections={[sectionOf("comparison", { heading: "Audits compared", treatment: "cards", columns })]} />
      </Provider>,
    );
    await screen.findByRole("heading", { level: 3, name: "Typical approach" });
    expect(screen.queryByRole("table")).toBeNull();
    // The cards are a list of the columns, each with the list of its points.
    const [cards, ...points] = screen.getAllByRole("list");
    expect(
      within(cards as HTMLElement)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Typical approach", "Our approach"]);
    expect(
      points.map((list) =>
        within(list)
          .getAllByRole("listitem")
          .map((li) => li.textContent),
      ),
    ).toEqual([
      ["One crawl a year", "A sample of templates"],
      ["Re-crawled on a schedule", "Every page rendered"],
    ]);
  });
});
