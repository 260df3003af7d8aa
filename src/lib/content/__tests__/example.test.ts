import {
  allowedMultiples,
  exampleFigures,
  multiplesIn,
  followBudget,
  outputMultiple,
  pageMinutes,
  workExample,
  type ExampleInputs,
} from "../example";
import { validateContent } from "../../project/validate";
import { goodContent } from "./fixtures/content";

const inputs: ExampleInputs = {
  budget: 5000,
  hourlyRate: 250,
  tasks: [
    { task: "Research", byHand: 15, withAi: 1, review: 2 },
    { task: "Technical check", byHand: 10, withAi: 1, review: 1 },
    { task: "Titles and headings", byHand: 15, withAi: 1, review: 2 },
    { task: "Copy and links", byHand: 20, withAi: 2, review: 3 },
  ],
};

describe("the worked example", () => {
  it("adds up one page's minutes each way, the person's review counted in the AI-assisted way", () => {
    expect(pageMinutes(inputs.tasks)).toEqual({ byHand: 60, withAi: 13 });
  });

  it("works out hours and pages each way from the budget and the task table", () => {
    expect(workExample(inputs)).toEqual({ budget: 5000, hours: 20, traditionalPages: 20, aiPages: 92 });
    expect(workExample(inputs, 3000)).toEqual({ budget: 3000, hours: 12, traditionalPages: 12, aiPages: 55 });
    // Part of an hour buys no page: the sums round down, never up.
    expect(workExample(inputs, 1100)).toEqual({ budget: 1100, hours: 4, traditionalPages: 4, aiPages: 18 });
  });

  it("derives the multiple from the table: the whole page's, and the range from the task that gains least to the one that gains most", () => {
    const multiple = outputMultiple(inputs.tasks);
    expect(multiple.page).toBeCloseTo(60 / 13);
    expect([multiple.lowest, multiple.highest]).toEqual([4, 5]);
    // Slower review moves the figures: nothing names the multiple by hand.
    const slowerReview = { ...inputs, tasks: inputs.tasks.map((t) => ({ ...t, review: t.review + 2 })) };
    expect(exampleFigures(slowerReview).get("multiplier")).toBe("2.5-3x");
    expect(exampleFigures(slowerReview).get("outputPerDollar")).toBe("2.9x");
  });

  it("gives the figures copy writes as {{name}}, as the pages show them", () => {
    expect(Object.fromEntries(exampleFigures(inputs))).toEqual({
      retainer: "$5,000",
      retainerHourlyRate: "$250",
      retainerHours: "20",
      retainerMinutes: "1,200",
      pageMinutesByHand: "60",
      pageMinutesWithAi: "13",
      traditionalPagesMonthly: "20",
      aiPagesMonthly: "92",
      outputPerDollar: "4.6x",
      multiplier: "4-5x",
    });
    expect(exampleFigures({ ...inputs, budget: 12000 }).get("retainer")).toBe("$12,000");
    const research = { task: "Research", byHand: 15, withAi: 1, review: 2 };
    expect(exampleFigures({ ...inputs, tasks: [research, research] }).get("multiplier")).toBe("5x");
  });

  it("lists the multiples a page may show: the range, its ends, the whole page's, and 1x by hand", () => {
    expect([...allowedMultiples(inputs)].sort()).toEqual(["1x", "4-5x", "4.6x", "4x", "5x"]);
  });

  it("finds every multiple a text claims, in figures and in words, and no frequency", () => {
    expect(multiplesIn("4-5x more output; 4–5× the pages; 4.6x for a page; 1x by hand")).toEqual([
      "4-5x",
      "4-5x",
      "4.6x",
      "1x",
    ]);
    expect(
      multiplesIn("10x the work, 3 times faster, five times the pages, four to five times the output, twice as many"),
    ).toEqual(["10x", "3x", "5x", "4-5x"]);
    expect(
      multiplesIn("Listings checked by hand a few times a year; 7 days, 24 hours; 1200 px wide; the Xbox"),
    ).toEqual([]);
  });

  it("works a text filled with one of the example's figures out again for another budget", () => {
    expect(followBudget("20 pages", "traditionalPagesMonthly", inputs, 8000)).toBe("32 pages");
    expect(followBudget("92 pages", "aiPagesMonthly", inputs, 8000)).toBe("147 pages");
    expect(followBudget("Example: a $5,000 monthly budget", "retainer", inputs, 12000)).toBe(
      "Example: a $12,000 monthly budget",
    );
    // At the example's own budget the text is as the build wrote it.
    expect(followBudget("20 pages", "traditionalPagesMonthly", inputs, 5000)).toBe("20 pages");
  });

  it("stops the build when site.yaml lists a figure the example works out, the multiple included", () => {
    for (const name of ["retainer", "multiplier"]) {
      const content = goodContent();
      (content.site.data as { figures: Array<{ name: string; value: string }> }).figures.push({ name, value: "4-5x" });
      const problems = validateContent(content, { staticRoutes: ["/"] }).filter((p) => p.path.startsWith("figures"));
      expect(problems.map((p) => `${p.path} ${p.message}`)).toEqual([
        `figures[1].name "${name}" is worked out by the build (from example, or a setting); remove it here and change example instead`,
      ]);
    }
  });
});
