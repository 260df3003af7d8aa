import {
  dateOfDay,
  dayNumber,
  engagementOf,
  formatChange,
  parseSearchConsoleDates,
  weeksOf,
  type Day,
} from "../search-console";

/** A Dates.csv as Search Console writes it: the header, then one row a day, newest first. */
function exportOf(rows: Array<[date: string, clicks: number, impressions?: number]>): string {
  const lines = [...rows]
    .reverse()
    .map(
      ([date, clicks, impressions = clicks * 40]) =>
        `${date},${clicks},${impressions},${impressions ? ((clicks / impressions) * 100).toFixed(2) : "0"}%,${(12.3).toFixed(2)}`,
    );
  return ["Date,Clicks,Impressions,CTR,Position", ...lines, ""].join("\n");
}
/** `count` days from `first`, each with `clicks(i)` clicks. */
const run = (first: string, count: number, clicks: (i: number) => number): Array<[string, number]> =>
  Array.from({ length: count }, (_, i) => [dateOfDay(dayNumber(first) + i), clicks(i)]);

describe("reading a Search Console Dates export", () => {
  it("reads every day, oldest first, CTR as a share", () => {
    const { days, problems } = parseSearchConsoleDates(
      "\uFEFFDate,Clicks,Impressions,CTR,Position\r\n2026-03-02,21,1063,1.98%,19.45\r\n2026-03-01,0,12,0%,41\r\n",
    );
    expect(problems).toEqual([]);
    expect(days).toEqual([
      { date: "2026-03-01", clicks: 0, impressions: 12, ctr: 0, position: 41 },
      { date: "2026-03-02", clicks: 21, impressions: 1063, ctr: expect.closeTo(0.0198, 6) as number, position: 19.45 },
    ]);
  });

  it("refuses a file that is not the Dates export, naming its first line", () => {
    expect(parseSearchConsoleDates("Top queries,Clicks,Impressions,CTR,Position\nseo,1,2,50%,1\n").problems).toEqual([
      {
        line: 1,
        message:
          'starts "Top queries,Clicks,Impressions,CTR,Position", not "Date,Clicks,Impressions,CTR,Position": use the Dates.csv file of a Search Console Performance export (Export → Download CSV)',
      },
    ]);
  });

  it("names each line whose date or numbers are not Search Console's, and reads nothing from such a file", () => {
    const { days, problems } = parseSearchConsoleDates(
      [
        "Date,Clicks,Impressions,CTR,Position",
        "2026-03-03,4,100,4%,9.5",
        "03/02/2026,4,100,4%,9.5",
        "2026-02-30,1,1,100%,1",
        "2026-03-01,4.5,100,4%,9",
        "2026-03-03,1,1,100%,1",
        "2026-03-04,1,1",
      ].join("\n"),
    );
    expect(days).toEqual([]);
    expect(problems).toEqual([
      { line: 3, message: 'has the date "03/02/2026", not a day written YYYY-MM-DD as Search Console writes it' },
      { line: 4, message: 'has the date "2026-02-30", not a day written YYYY-MM-DD as Search Console writes it' },
      {
        line: 5,
        message:
          'has Clicks "4.5": Search Console writes whole numbers of clicks and impressions, CTR as a percentage and Position as a number',
      },
      { line: 6, message: "repeats 2026-03-03, already on line 2" },
      { line: 7, message: "has 3 values, not 5 (Date, Clicks, Impressions, CTR, Position)" },
    ]);
  });

  it("reads a quoted value as one value, commas and all, and names lines as the file numbers them", () => {
    const { days, problems } = parseSearchConsoleDates(
      [
        '"Date","Clicks","Impressions","CTR","Position"',
        '"2026-03-04","4","100","4%","9.5"',
        '2026-03-03,4,"1,063",4%,9.5',
        '2026-03-02,"4\n",100,4%,9.5',
        '2026-03-01,4,100,4%,"9,5"',
      ].join("\n"),
    );
    expect(days).toEqual([]);
    expect(problems).toEqual([
      {
        line: 3,
        message:
          'has Impressions "1,063": Search Console writes whole numbers of clicks and impressions, CTR as a percentage and Position as a number',
      },
      // The value on line 4 runs onto line 5 and is read as "4" once trimmed; the next record starts on line 6.
      {
        line: 6,
        message:
          'has Position "9,5": Search Console writes whole numbers of clicks and impressions, CTR as a percentage and Position as a number',
      },
    ]);
    expect(
      parseSearchConsoleDates('"Date","Clicks","Impressions","CTR","Position"\n"2026-03-04","4","100","4%","9.5"\n')
        .days,
    ).toEqual([{ date: "2026-03-04", clicks: 4, impressions: 100, ctr: 0.04, position: 9.5 }]);
  });

  it("names the line whose quotation marks do not pair up", () => {
    expect(
      parseSearchConsoleDates(
        'Date,Clicks,Impressions,CTR,Position\n2026-03-02,4,100,4%,9.5\n2026-03-01,"4,100,4%,9.5\n',
      ).problems,
    ).toEqual([
      {
        line: 3,
        message:
          "has quotation marks that do not pair up (Quoted field unterminated): export the file again rather than editing it",
      },
    ]);
  });

  it("refuses a header with no days", () => {
    expect(parseSearchConsoleDates("Date,Clicks,Impressions,CTR,Position\n").problems).toEqual([
      { line: null, message: "has no days: export a period of Search Console data that covers the engagement's start" },
    ]);
  });
});

describe("the weeks around an engagement's start", () => {
  const days = (rows: Array<[string, number]>): Day[] => parseSearchConsoleDates(exportOf(rows)).days;

  it("counts weeks from the start day, a partial week at each edge kept with the days it has", () => {
    // 10 days before a Wednesday start, 8 from it.
    const weeks = weeksOf(days(run("2026-02-22", 18, () => 7)), "2026-03-04");
    expect(weeks.map((w) => [w.index, w.start, w.days])).toEqual([
      [-2, "2026-02-18", 3],
      [-1, "2026-02-25", 7],
      [0, "2026-03-04", 7],
      [1, "2026-03-11", 1],
    ]);
    expect(weeks[1]).toMatchObject({ clicks: 49, clicksPerDay: 7 });
  });

  it("compares average daily clicks over the same number of weeks on each side", () => {
    // Four weeks at 10 clicks a day, then six at 15: compared over four weeks each side, +50%.
    const rows = [...run("2026-01-01", 28, () => 10), ...run("2026-01-29", 42, () => 15)];
    const { engagement, problem } = engagementOf(days(rows), "2026-01-29");
    expect(problem).toBeNull();
    expect(engagement).toMatchObject({
      comparedWeeks: 4,
      before: 10,
      after: 15,
      change: 0.5,
      from: "2026-01-01",
      to: "2026-02-25",
      first: "2026-01-01",
      last: "2026-03-11",
    });
    expect(formatChange(engagement?.change ?? 0)).toBe("+50%");
  });

  it("leaves days missing from the export out of both averages instead of counting them as zero", () => {
    const rows = [...run("2026-01-01", 14, () => 10), ...run("2026-01-15", 14, () => 20)].filter(
      ([date]) => date !== "2026-01-20" && date !== "2026-01-21",
    );
    const { engagement } = engagementOf(days(rows), "2026-01-15");
    expect(engagement?.weeks.map((w) => w.days)).toEqual([7, 7, 5, 7]);
    expect(engagement).toMatchObject({ comparedWeeks: 2, before: 10, after: 20, change: 1 });
  });

  it("refuses a start outside the data, or one with no full week on a side", () => {
    const some = days(run("2026-01-01", 30, () => 5));
    expect(engagementOf(some, "2025-12-01").problem).toBe(
      "2025-12-01 is outside the Search Console data (2026-01-01 to 2026-01-30); the start must fall inside it, with data before it",
    );
    expect(engagementOf(some, "2026-03-01").problem).toBe(
      "2026-03-01 is outside the Search Console data (2026-01-01 to 2026-01-30); the start must fall inside it, with data before it",
    );
    expect(engagementOf(some, "2026-01-04").problem).toBe(
      "2026-01-04 leaves no full week of Search Console data before it (the data runs 2026-01-01 to 2026-01-30); export a longer period",
    );
    expect(engagementOf(some, "2026-01-26").problem).toBe(
      "2026-01-26 leaves no full week of Search Console data after it (the data runs 2026-01-01 to 2026-01-30); export a longer period",
    );
  });

  it("has no percentage to state when there was no click before", () => {
    const { engagement } = engagementOf(
      days([...run("2026-01-01", 7, () => 0), ...run("2026-01-08", 7, () => 3)]),
      "2026-01-08",
    );
    expect(engagement).toMatchObject({ before: 0, after: 3, change: null });
  });

  it("writes a change with its sign, a fall with a true minus", () => {
    expect([formatChange(0.423), formatChange(-0.081), formatChange(0.001)]).toEqual(["+42%", "\u22128%", "0%"]);
  });
});
