/**
 * The worked example every comparison on the site comes from (DECISIONS: one worked example):
 * data/site.yaml's `example` holds its inputs once, and its figures ({{retainer}},
 * {{retainerHours}}, {{traditionalPagesMonthly}}, {{aiPagesMonthly}}…) are worked out here, so no
 * page can state a number the example does not give. The methodology page explains the sums;
 * the home page's budget calculator runs the same function on the visitor's budget.
 */

export interface ExampleInputs {
  /** The monthly budget, in dollars. */
  budget: number;
  /** What a traditional agency charges for an hour of hands-on work, in dollars. */
  hourlyRate: number;
  /** Pages a specialist optimises in an hour of hands-on work. */
  pagesPerHour: number;
  /** How many times the traditional output the same budget buys when AI agents carry the repetitive work. */
  aiOutputMultiple: number;
}

export interface WorkedExample {
  budget: number;
  hours: number;
  traditionalPages: number;
  aiPages: number;
}

/** The example's sums, for any budget: hours = budget ÷ rate, pages = hours × pages an hour, AI pages = pages × the multiple. */
export function workExample(inputs: ExampleInputs, budget = inputs.budget): WorkedExample {
  const hours = Math.floor(budget / inputs.hourlyRate);
  const traditionalPages = Math.floor(hours * inputs.pagesPerHour);
  return { budget, hours, traditionalPages, aiPages: traditionalPages * inputs.aiOutputMultiple };
}

const dollars = (n: number): string => `$${n.toLocaleString("en-AU")}`;

/** The figures copy writes as {{name}}, worked out from the example's inputs. */
export function exampleFigures(inputs: ExampleInputs): Map<string, string> {
  const worked = workExample(inputs);
  return new Map([
    ["retainer", dollars(worked.budget)],
    ["retainerHourlyRate", dollars(inputs.hourlyRate)],
    ["retainerHours", String(worked.hours)],
    ["traditionalPagesMonthly", String(worked.traditionalPages)],
    ["aiPagesMonthly", `${worked.aiPages}+`],
    ["outputPerDollar", `${inputs.aiOutputMultiple}x`],
  ]);
}

/** The names exampleFigures fills, which site.yaml's figures must not list. */
export const EXAMPLE_FIGURE_NAMES: ReadonlySet<string> = new Set(exampleFigures({ budget: 1, hourlyRate: 1, pagesPerHour: 1, aiOutputMultiple: 1 }).keys());

/** The example's figures that change with the budget: what a bar in the home page's budget calculator may follow. */
export const CALCULATOR_FIGURES = ["retainerHours", "traditionalPagesMonthly", "aiPagesMonthly"] as const;
export type CalculatorFigure = (typeof CALCULATOR_FIGURES)[number];
export const isCalculatorFigure = (name: string | null | undefined): name is CalculatorFigure => (CALCULATOR_FIGURES as readonly unknown[]).includes(name);

/**
 * A text the build filled with the example's `figure` (e.g. "20 pages", from
 * "{{traditionalPagesMonthly}} pages"), worked out again for `budget`: the example's value in it
 * becomes the budget's ("32 pages" for $8,000). The content rules make sure the text uses the figure.
 */
export function followBudget(text: string, figure: CalculatorFigure | "retainer", inputs: ExampleInputs, budget: number): string {
  const was = exampleFigures(inputs).get(figure);
  const now = exampleFigures({ ...inputs, budget }).get(figure);
  return was === undefined || now === undefined ? text : text.replace(was, now);
}
