import { exampleFigures, workExample } from "../example";
import { validateContent } from "../validate";
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

  it("stops the build when site.yaml lists a figure the example works out", () => {
    const content = goodContent();
    (content.site.data as { figures: Array<{ name: string; value: string }> }).figures.push({ name: "retainer", value: "$4,000" });
    const problems = validateContent(content, { staticRoutes: ["/"] }).filter((p) => p.path.startsWith("figures"));
    expect(problems.map((p) => `${p.path} ${p.message}`)).toEqual(['figures[1].name "retainer" is worked out by the build (from example, or a setting); remove it here and change example instead']);
  });
});
