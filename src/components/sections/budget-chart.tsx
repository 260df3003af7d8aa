/**
 * The home page's comparison as a calculator (an island, src/islands/budget-chart.tsx): a monthly
 * budget set with a slider or typed, and the chart's scenario and the bars that follow the budget
 * worked out again from the worked example (src/lib/content/example.ts), as the methodology page
 * explains. The server renders it at the example's budget, so without JavaScript the chart reads
 * exactly as written; the controls show only where scripting is on.
 */
import React, { useEffect, useEffectEvent, useRef, useState } from "react";
import { chakra } from "@chakra-ui/react/styled-system";
import { followBudget, isCalculatorFigure, type ExampleInputs } from "../../lib/content/example";
import { ChartRows, type ChartRowData } from "./chart-rows";
import { ScenarioChip } from "../ui/scenario-chip";

export interface BudgetChartProps {
  /** Names the controls' ids, unique on the page (the section's id). */
  name: string;
  scenario: string | null;
  rows: ReadonlyArray<ChartRowData>;
  example: ExampleInputs;
  calculator: { label: string; min: number; max: number; step: number; hint: string };
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));
const dollars = (n: number) => `$${n.toLocaleString("en-AU")}`;

/** The rows with each bar that follows the budget worked out for `budget`. */
export function rowsAt(rows: ReadonlyArray<ChartRowData>, example: ExampleInputs, budget: number): ChartRowData[] {
  return rows.map((row) => ({
    ...row,
    bars: row.bars.map((bar) =>
      isCalculatorFigure(bar.follows)
        ? { ...bar, display: followBudget(bar.display, bar.follows, example, budget) }
        : bar,
    ),
  }));
}

/** What a screen reader hears after a change: the scenario, then each row's figures. */
function summary(scenario: string | null, rows: ReadonlyArray<ChartRowData>): string {
  const figures = rows.map(
    (row) => `${row.label}: ${row.bars.map((bar) => `${bar.label} ${bar.display}`).join(", ")}.`,
  );
  return [scenario ? `${scenario}.` : "", ...figures].filter(Boolean).join(" ");
}

export function BudgetChart({ name, scenario, rows, example, calculator }: BudgetChartProps) {
  const { min, max, step } = calculator;
  const [budget, setBudget] = useState(example.budget);
  // The number box may hold what the visitor is still typing ("8", "80"…); the budget follows it once it is in range.
  const [typed, setTyped] = useState(String(example.budget));
  const [changed, setChanged] = useState(false);
  const range = useRef<HTMLInputElement>(null);

  const choose = (value: number) => {
    setBudget(value);
    setTyped(String(value));
    setChanged(true);
  };

  // A slider moved while the island loaded: take its value once, when hydrated.
  const takeMovedSlider = useEffectEvent(() => {
    const moved = Number(range.current?.value);
    if (Number.isFinite(moved) && moved !== example.budget) choose(clamp(moved, min, max));
  });
  useEffect(() => {
    takeMovedSlider();
  }, []);

  const shown = rowsAt(rows, example, budget);
  const shownScenario = scenario === null ? null : followBudget(scenario, "retainer", example, budget);
  const ids = { label: `${name}-label`, number: `${name}-amount`, hint: `${name}-hint` };
  return (
    <>
      {shownScenario ? <ScenarioChip>{shownScenario}</ScenarioChip> : null}
      <chakra.div
        display="none"
        css={{ "@media (scripting: enabled)": { display: "grid" } }}
        gridTemplateColumns={{ base: "minmax(0, 1fr) auto", md: "auto minmax(0, 1fr) auto" }}
        alignItems="center"
        columnGap="4"
        rowGap="2"
        mb="8"
        p="4"
        bg="bg.subtle"
        borderRadius="lg"
        data-calculator=""
      >
        <chakra.label id={ids.label} htmlFor={ids.number} fontWeight="semibold" gridColumn={{ base: "1", md: "auto" }}>
          {calculator.label}
        </chakra.label>
        <chakra.input
          ref={range}
          type="range"
          name="budget"
          min={min}
          max={max}
          step={step}
          value={budget}
          onChange={(e) => choose(Number(e.currentTarget.value))}
          aria-labelledby={ids.label}
          aria-valuetext={dollars(budget)}
          aria-describedby={ids.hint}
          gridColumn={{ base: "1 / -1", md: "auto" }}
          gridRow={{ base: "2", md: "auto" }}
          w="full"
          minH="6"
          accentColor="accent"
        />
        <chakra.span
          display="inline-flex"
          alignItems="center"
          gap="1"
          gridRow={{ base: "1", md: "auto" }}
          gridColumn={{ base: "2", md: "auto" }}
        >
          <span aria-hidden="true">$</span>
          <chakra.input
            id={ids.number}
            type="number"
            name="budgetAmount"
            inputMode="numeric"
            min={min}
            max={max}
            step={step}
            value={typed}
            aria-describedby={ids.hint}
            onChange={(e) => {
              const value = e.currentTarget.valueAsNumber;
              setTyped(e.currentTarget.value);
              if (Number.isFinite(value) && value >= min && value <= max) {
                setBudget(Math.round(value));
                setChanged(true);
              }
            }}
            onBlur={() => setTyped(String(budget))}
            w="24"
            minH="10"
            px="2"
            borderWidth="1px"
            borderColor="border.strong"
            borderRadius="md"
            bg="bg"
            css={{ fontVariantNumeric: "tabular-nums" }}
          />
        </chakra.span>
        <chakra.p id={ids.hint} gridColumn="1 / -1" fontSize="sm" color="fg.muted">
          {calculator.hint}
        </chakra.p>
      </chakra.div>
      <ChartRows rows={shown} />
      <chakra.output srOnly aria-live="polite">
        {changed ? summary(shownScenario, shown) : ""}
      </chakra.output>
    </>
  );
}
