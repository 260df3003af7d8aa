import path from "node:path";
import { formatProblem, validateProject } from "../validate";

const root = path.resolve(__dirname, "../../../..");

describe("the content in data/", () => {
  const problems = validateProject(root);

  it("passes validation: every required field, every link, every section type", () => {
    expect(problems.filter((p) => p.severity === "error").map(formatProblem)).toEqual([]);
  });

  it("links nowhere through an old redirecting address", () => {
    expect(problems.filter((p) => p.severity === "warning").map(formatProblem)).toEqual([]);
  });
});
