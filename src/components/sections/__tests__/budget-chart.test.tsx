/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import React from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { Provider } from "../../ui/provider";
import { BudgetChart, type BudgetChartProps } from "../budget-chart";

const props: BudgetChartProps = {
  name: "output-budget",
  scenario: "Example: a $5,000 monthly budget",
  example: { budget: 5000, hourlyRate: 250, tasks: [{ task: "One page", byHand: 60, withAi: 4, review: 8 }] },
  calculator: {
    label: "Your monthly budget",
    min: 1000,
    max: 20000,
    step: 500,
    hint: "Move the slider or type an amount.",
  },
  rows: [
    {
      label: "Pages optimised per month",
      bars: [
        {
          label: "Traditional agency",
          value: 20,
          display: "20 pages",
          tone: "negative",
          follows: "traditionalPagesMonthly",
        },
        { label: "AI-driven SEO", value: 100, display: "100+ pages", tone: "positive", follows: "aiPagesMonthly" },
      ],
    },
    {
      label: "SEO output per dollar",
      bars: [
        { label: "Traditional agency", value: 1, display: "1x", tone: "negative", follows: null },
        { label: "AI-driven SEO", value: 5, display: "5x", tone: "positive", follows: null },
      ],
    },
  ],
};

// jsdom does not match "@media (scripting: enabled)", which shows the controls in a browser: they count as hidden here.
const control = (role: "slider" | "spinbutton") =>
  screen.getByRole(role, { name: "Your monthly budget", hidden: true });
const figures = () => screen.getAllByRole("listitem").map((li) => li.textContent);

describe("the budget calculator", () => {
  it("reads as the worked example until the visitor changes the budget, and says nothing to a screen reader before", () => {
    render(
      <Provider>
        <BudgetChart {...props} />
      </Provider>,
    );
    expect(screen.getByText("Example: a $5,000 monthly budget")).toBeInTheDocument();
    expect(figures()).toEqual([
      "Traditional agency20 pages",
      "AI-driven SEO100+ pages",
      "Traditional agency1x",
      "AI-driven SEO5x",
    ]);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("works the example out again for a budget set on the slider, keeping what does not follow the budget", () => {
    render(
      <Provider>
        <BudgetChart {...props} />
      </Provider>,
    );
    const slider = control("slider");
    expect(slider).toHaveAttribute("aria-valuetext", "$5,000");
    fireEvent.change(slider, { target: { value: "8000" } });
    expect(screen.getByText("Example: a $8,000 monthly budget")).toBeInTheDocument();
    expect(figures()).toEqual([
      "Traditional agency32 pages",
      "AI-driven SEO160+ pages",
      "Traditional agency1x",
      "AI-driven SEO5x",
    ]);
    expect(slider).toHaveAttribute("aria-valuetext", "$8,000");
    expect(control("spinbutton")).toHaveValue(8000);
    expect(screen.getByRole("status")).toHaveTextContent(
      "Example: a $8,000 monthly budget. Pages optimised per month: Traditional agency 32 pages, AI-driven SEO 160+ pages.",
    );
  });

  it("follows a typed budget once it is in range, and leaves the chart alone while it is not", () => {
    render(
      <Provider>
        <BudgetChart {...props} />
      </Provider>,
    );
    const amount = control("spinbutton");
    fireEvent.change(amount, { target: { value: "120" } });
    expect(figures()[0]).toBe("Traditional agency20 pages");
    fireEvent.change(amount, { target: { value: "12000" } });
    expect(figures()[0]).toBe("Traditional agency48 pages");
    expect(control("slider")).toHaveValue("12000");
    expect(within(screen.getByRole("status")).getByText(/\$12,000/)).toBeInTheDocument();
  });

  it("takes the budget of a slider moved while the island loaded, once hydrated", async () => {
    const chart = (
      <Provider>
        <BudgetChart {...props} />
      </Provider>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(chart);
    document.body.append(container);
    const slider = container.querySelector<HTMLInputElement>("input[type=range]");
    if (!slider) throw new Error("the server's HTML has no slider");
    slider.value = "8000";
    // eslint-disable-next-line @typescript-eslint/require-await -- act's async form (react.dev, act) also flushes the effects hydration schedules
    await act(async () => {
      hydrateRoot(container, chart);
    });
    expect(screen.getByText("Example: a $8,000 monthly budget")).toBeInTheDocument();
    expect(figures()[0]).toBe("Traditional agency32 pages");
    container.remove();
  });
});
