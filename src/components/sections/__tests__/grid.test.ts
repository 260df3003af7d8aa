import { columnsFor } from "../grid";

describe("grid columns", () => {
  it("never leaves a lone item on the last row", () => {
    for (const max of [2, 3, 4]) {
      for (let count = 1; count <= 24; count += 1) {
        const columns = columnsFor(count, max);
        const last = count % columns;
        expect([count, max, columns, last === 1 && columns > 1]).toEqual([count, max, columns, false]);
      }
    }
  });

  it("fills rows when it can, at about the most columns allowed", () => {
    expect(columnsFor(4, 3)).toBe(2);
    expect(columnsFor(6, 3)).toBe(3);
    expect(columnsFor(5, 3)).toBe(3);
    expect(columnsFor(7, 3)).toBe(4);
    expect(columnsFor(2, 3)).toBe(2);
  });
});
