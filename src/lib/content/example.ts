/**
 * The worked example every comparison on the site comes from (DECISIONS: one worked example):
 * data/site.yaml's `example` holds its only inputs, a budget, an hourly rate and a table of the
 * tasks that produce one optimised page (minutes by hand; minutes with AI agents plus a person's
 * review). Every figure ({{retainer}}, {{retainerHours}}, {{traditionalPagesMonthly}},
 * {{aiPagesMonthly}}, {{outputPerDollar}}, {{multiplier}}…) is worked out here, so no page can
 * state a multiple the table does not give. The methodology page shows the table and the sums;
 * the home page's budget calculator runs the same function on the visitor's budget.
 */

/** One task of optimising a page, in minutes: the agency's own working estimate, not a measurement. */
export interface ExampleTask {
  task: string;
  /** Minutes a specialist takes doing it by hand. */
  byHand: number;
  /** Minutes of the AI agents' pass, set up and watched by a person (counted as paid time, as if billed). */
  withAi: number;
  /** Minutes a person spends reviewing and correcting the agents' work. */
  review: number;
}

export interface ExampleInputs {
  /** The monthly budget, in dollars. */
  budget: number;
  /** What a traditional agency charges for an hour of hands-on work, in dollars. */
  hourlyRate: number;
  /** The tasks of optimising one page. */
  tasks: ReadonlyArray<ExampleTask>;
}

export interface WorkedExample {
  budget: number;
  hours: number;
  traditionalPages: number;
  aiPages: number;
}

/** A task's minutes the AI-assisted way: the agents' pass and the person's review, both counted. */
export const aiMinutes = (task: ExampleTask): number => task.withAi + task.review;

/** How many times faster a task is with AI agents and a person's review than by hand. */
export const taskRatio = (task: ExampleTask): number => task.byHand / aiMinutes(task);

/** One page's minutes, by hand and the AI-assisted way: the sum of the table's columns. */
export function pageMinutes(tasks: ReadonlyArray<ExampleTask>): { byHand: number; withAi: number } {
  return tasks.reduce((sum, task) => ({ byHand: sum.byHand + task.byHand, withAi: sum.withAi + aiMinutes(task) }), {
    byHand: 0,
    withAi: 0,
  });
}

/**
 * The output multiple the table gives: for a whole page, its minutes by hand over its minutes the
 * AI-assisted way (`page`); and the range from the task that gains least to the one that gains
 * most (`lowest`, `highest`), which always holds the page's figure, since a page is a mix of tasks.
 */
export function outputMultiple(tasks: ReadonlyArray<ExampleTask>): { page: number; lowest: number; highest: number } {
  const minutes = pageMinutes(tasks);
  const ratios = tasks.map(taskRatio);
  return { page: minutes.byHand / minutes.withAi, lowest: Math.min(...ratios), highest: Math.max(...ratios) };
}

/** The example's sums, for any budget: hours = budget ÷ rate; pages = minutes in those hours ÷ one page's minutes, each way, rounded down. */
export function workExample(inputs: ExampleInputs, budget = inputs.budget): WorkedExample {
  const hours = Math.floor(budget / inputs.hourlyRate);
  const minutes = pageMinutes(inputs.tasks);
  return {
    budget,
    hours,
    traditionalPages: Math.floor((hours * 60) / minutes.byHand),
    aiPages: Math.floor((hours * 60) / minutes.withAi),
  };
}

const dollars = (n: number): string => `$${n.toLocaleString("en-AU")}`;

/** A ratio to one decimal, rounded towards `direction` so a range never claims more than the table gives at its top or less at its bottom: 4.62 → "4.6". */
function ratioText(ratio: number, direction: "down" | "up" | "nearest" = "nearest"): string {
  const round = direction === "down" ? Math.floor : direction === "up" ? Math.ceil : Math.round;
  // The 1e-9 keeps 4.6 written as 4.6 when floating point makes it 4.6000000001 or 4.5999999999.
  const tenths = round(ratio * 10 + (direction === "down" ? 1e-9 : direction === "up" ? -1e-9 : 0));
  return (tenths / 10).toLocaleString("en-AU", { maximumFractionDigits: 1 });
}

/** A multiple as the pages write it, to one decimal: 60 ÷ 13 → "4.6x", 15 ÷ 3 → "5x". */
export const multipleText = (ratio: number): string => `${ratioText(ratio)}x`;

/** The figures copy writes as {{name}}, worked out from the example's inputs. */
export function exampleFigures(inputs: ExampleInputs): Map<string, string> {
  const worked = workExample(inputs);
  const minutes = pageMinutes(inputs.tasks);
  const multiple = outputMultiple(inputs.tasks);
  const [lowest, highest] = [ratioText(multiple.lowest, "down"), ratioText(multiple.highest, "up")];
  return new Map([
    ["retainer", dollars(worked.budget)],
    ["retainerHourlyRate", dollars(inputs.hourlyRate)],
    ["retainerHours", String(worked.hours)],
    ["retainerMinutes", (worked.hours * 60).toLocaleString("en-AU")],
    ["pageMinutesByHand", String(minutes.byHand)],
    ["pageMinutesWithAi", String(minutes.withAi)],
    ["traditionalPagesMonthly", String(worked.traditionalPages)],
    ["aiPagesMonthly", String(worked.aiPages)],
    ["outputPerDollar", multipleText(multiple.page)],
    ["multiplier", lowest === highest ? `${lowest}x` : `${lowest}-${highest}x`],
  ]);
}

/**
 * Every multiple a page may show, as written: the range, its two ends, the page's own, each
 * task's (the methodology page's table) and 1x (by hand, the baseline a chart sets the multiple
 * against). A test reads every page for any other.
 */
export function allowedMultiples(inputs: ExampleInputs): Set<string> {
  const figures = exampleFigures(inputs);
  const multiple = outputMultiple(inputs.tasks);
  return new Set([
    "1x",
    figures.get("outputPerDollar") ?? "",
    figures.get("multiplier") ?? "",
    `${ratioText(multiple.lowest, "down")}x`,
    `${ratioText(multiple.highest, "up")}x`,
    ...inputs.tasks.map((task) => multipleText(taskRatio(task))),
  ]);
}

/** The names exampleFigures fills, which site.yaml's figures must not list. */
export const EXAMPLE_FIGURE_NAMES: ReadonlySet<string> = new Set(
  exampleFigures({ budget: 1, hourlyRate: 1, tasks: [{ task: "", byHand: 1, withAi: 1, review: 0 }] }).keys(),
);

/** The example's figures that change with the budget: what a bar in the home page's budget calculator may follow. */
export const CALCULATOR_FIGURES = ["retainerHours", "traditionalPagesMonthly", "aiPagesMonthly"] as const;
export type CalculatorFigure = (typeof CALCULATOR_FIGURES)[number];
export const isCalculatorFigure = (name: string | null | undefined): name is CalculatorFigure =>
  (CALCULATOR_FIGURES as readonly unknown[]).includes(name);

/**
 * A text the build filled with the example's `figure` (e.g. "20 pages", from
 * "{{traditionalPagesMonthly}} pages"), worked out again for `budget`: the example's value in it
 * becomes the budget's ("32 pages" for $8,000). The content rules make sure the text uses the figure.
 */
export function followBudget(
  text: string,
  figure: CalculatorFigure | "retainer",
  inputs: ExampleInputs,
  budget: number,
): string {
  const was = exampleFigures(inputs).get(figure);
  const now = exampleFigures({ ...inputs, budget }).get(figure);
  return was === undefined || now === undefined ? text : text.replace(was, now);
}

const NUMBER_WORDS: Readonly<Record<string, string>> = {
  twice: "2",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
  ten: "10",
  hundred: "100",
};
const MULTIPLE =
  /(\d+(?:\.\d+)?)(?:\s*[-–]\s*(\d+(?:\.\d+)?))?\s*[x×](?![\w])|\b(\d+(?:\.\d+)?|twice|two|three|four|five|six|seven|eight|nine|ten|hundred)(?:\s*(?:-|–|to)\s*(\d+(?:\.\d+)?|three|four|five|six|seven|eight|nine|ten))?\s+times\b/gi;

/**
 * Every multiple a text claims, as allowedMultiples writes them: "4-5x", "4–5×" and "four to
 * five times" all read "4-5x"; "10x" and "3 times" read "10x" and "3x". A frequency such as "a
 * few times a year" names no number and is not a multiple.
 */
export function multiplesIn(text: string): string[] {
  const number = (word: string | undefined) =>
    word === undefined ? undefined : (NUMBER_WORDS[word.toLowerCase()] ?? word);
  return [...text.matchAll(MULTIPLE)].map((m) => {
    const low = number(m[1] ?? m[3]);
    const high = number(m[2] ?? m[4]);
    return high === undefined ? `${low}x` : `${low}-${high}x`;
  });
}
