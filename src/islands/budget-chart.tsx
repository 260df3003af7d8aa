/**
 * The home page's budget calculator's island entry: loaded when the visitor first reaches for the
 * chart, it hydrates the scenario, the controls and the rows with the props the server wrote
 * beside them.
 */
import React from "react";
import { BudgetChart, type BudgetChartProps } from "../components/sections/budget-chart";
import { Provider } from "../components/ui/provider";
import { hydrateIslands } from "./hydrate";

hydrateIslands("budget-chart", (props) => (
  <Provider>
    <BudgetChart {...(props as BudgetChartProps)} />
  </Provider>
));
