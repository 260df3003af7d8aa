import { balancedRows, columnsFor, positionCue } from "../grid";

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

describe("balancedRows", () => {
  it("splits 5 items into 2 + 3 on six tracks, wider items first, so every row fills", () => {
    expect(balancedRows(5, 3)).toEqual({ tracks: 6, spans: [3, 3, 2, 2, 2] });
  });
  it("leaves grids alone whose last row is full or three quarters full", () => {
    for (const count of [1, 2, 3, 4, 6, 7, 8, 9, 12]) expect([count, balancedRows(count, 3)]).toEqual([count, null]);
  });
  it("fills every row it makes", () => {
    for (let count = 1; count <= 24; count++) {
      const balanced = balancedRows(count, 3);
      if (!balanced) continue;
      let used = 0;
      for (const span of balanced.spans) used += span;
      expect(used % balanced.tracks).toBe(0);
    }
  });
});

describe("positionCue", () => {
  it("puts the card's place (a CSS counter) and the count where the wording says", () => {
    expect(positionCue("{position} of {count}", 6)).toBe('counter(swipe) " of 6"');
    expect(positionCue("Card {position}/{count}", 4)).toBe('"Card " counter(swipe) "/4"');
  });
  it("quotes the wording as CSS text, so a quote in it cannot end the string", () => {
    expect(positionCue('{position} "of" {count}', 3)).toBe('counter(swipe) " \\"of\\" 3"');
  });
});
