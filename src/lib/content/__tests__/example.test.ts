import { exampleFigures, followBudget, workExample } from "../example";
import { validateContent } from "../../project/validate";
import { goodContent } from "./fixtures/content";

const inputs = { budget: 5000, hourlyRate: 250, pagesPerHour: 1, aiOutputMultiple: 5 };

describe("the worked example", () => {
  it("works out hours, pages and the AI-driven pages from the budget", () => {
    expect(workExample(inputs)).toEqual({ budget: 5000, hours: 20, traditionalPages: 20, aiPages: 100 });
    expect(workExample(inputs, 3000)).toEqual({ budget: 3000, hours: 12, traditionalPages: 12, aiPages: 60 });
    // Part of an hour buys no page: the sums round down, never up.
    expect(workExample(inputs, 1100)).toEqual({ budget: 1100, hours: 4, traditionalPages: 4, aiPages: 20 });
  });

  it("gives the figures copy writes as {{name}}, as the pages show them", () => {
    expect(Object.fromEntries(exampleFigures(inputs))).toEqual({
      retainer: "$5,000",
      retainerHourlyRate: "$250",
      retainerHours: "20",
      traditionalPagesMonthly: "20",
      aiPagesMonthly: "100+",
      outputPerDollar: "5x",
    });
    expect(exampleFigures({ ...inputs, budget: 12000 }).get("retainer")).toBe("$12,000");
  });

  it("works a text filled with one of the example's figures out again for another budget", () => {
    expect(followBudget("20 pages", "traditionalPagesMonthly", inputs, 8000)).toBe("32 pages");
    expect(followBudget("100+ pages", "aiPagesMonthly", inputs, 8000)).toBe("160+ pages");
    expect(followBudget("Example: a $5,000 monthly budget", "retainer", inputs, 12000)).toBe("Example: a $12,000 monthly budget");
    // At the example's own budget the text is as the build wrote it.
    expect(followBudget("20 pages", "traditionalPagesMonthly", inputs, 5000)).toBe("20 pages");
  });

  it("stops the build when site.yaml lists a figure the example works out", () => {
    const content = goodContent();
    (content.site.data as { figures: Array<{ name: string; value: string }> }).figures.push({ name: "retainer", value: "$4,000" });
    const problems = validateContent(content, { staticRoutes: ["/"] }).filter((p) => p.path.startsWith("figures"));
    expect(problems.map((p) => `${p.path} ${p.message}`)).toEqual(['figures[1].name "retainer" is worked out by the build (from example, or a setting); remove it here and change example instead']);
  });
});
