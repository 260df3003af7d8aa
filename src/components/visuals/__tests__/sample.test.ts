import { linePoints } from "../sample";

describe("a sample picture's line", () => {
  it("spans the box, the largest value at the top", () => {
    expect(linePoints([0, 5, 10], 100, 50, false, 0)).toEqual([
      [0, 50],
      [50, 25],
      [100, 0],
    ]);
  });

  it("puts the smallest value at the top for a ranking, where 1 is best", () => {
    expect(linePoints([1, 11], 100, 50, true, 0)).toEqual([
      [0, 0],
      [100, 50],
    ]);
  });

  it("draws a flat series across the middle, and nothing for none", () => {
    expect(linePoints([4, 4], 100, 50, false, 0)).toEqual([
      [0, 25],
      [100, 25],
    ]);
    expect(linePoints([], 100, 50)).toEqual([]);
  });
});
