/**
 * A client's Search Console "Dates" export (Performance → Export → CSV: the file Dates.csv, whose
 * columns are Date, Clicks, Impressions, CTR and Position, one row a day, newest first), read and
 * summed up for a case study: the days in order, the weeks around the engagement's start, and the
 * change in average daily clicks between the same number of weeks before and after it. Worked out
 * here, never typed by an editor. Free of Node APIs: the CMS preview draws the chart from an
 * uploaded file with the same code, which is why the CSV is read by Papa Parse (no Node built-ins
 * in its browser build).
 */
import Papa from "papaparse";

export const SEARCH_CONSOLE_HEADER = ["Date", "Clicks", "Impressions", "CTR", "Position"] as const;

export interface Day {
  /** YYYY-MM-DD. */
  date: string;
  clicks: number;
  impressions: number;
  /** 0 to 1 (the export writes a percentage, e.g. 1.98%). */
  ctr: number;
  position: number;
}

/** What is wrong with the file, at a line (1 is the header) or about the whole of it (null). */
export interface CsvProblem {
  line: number | null;
  message: string;
}

const DAY_MS = 86_400_000;
const isDate = (text: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(text) &&
  !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
  new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);
export const dayNumber = (date: string): number => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
export const dateOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** A record of the file: its cells (trimmed), the line it starts on, and its text as written. */
interface Row {
  cells: string[];
  line: number;
  raw: string;
  /** Papa Parse's word for quotes that do not pair up, if they do not. */
  quoteError: string | null;
}

/** The file's records by Papa Parse (quoted values may hold commas), each with the line it starts on, from the parser's offsets. */
function rowsOf(text: string): Row[] {
  const rows: Row[] = [];
  let start = 0;
  let line = 1;
  Papa.parse<string[]>(text, {
    // Named, so a file is never read with a delimiter Papa Parse guessed.
    delimiter: ",",
    step: ({ data, errors, meta }) => {
      const raw = text.slice(start, meta.cursor);
      rows.push({
        cells: data.map((cell) => cell.trim()),
        line,
        raw: raw.replace(/\r?\n$/, ""),
        quoteError: errors[0]?.message ?? null,
      });
      line += raw.split("\n").length - 1;
      start = meta.cursor;
    },
  });
  while (rows.length > 0 && rows[rows.length - 1]?.raw.trim() === "") rows.pop();
  return rows;
}

/** Reads a Dates.csv; a file with any problem gives no days, so nothing is drawn from half of it. */
export function parseSearchConsoleDates(text: string): { days: Day[]; problems: CsvProblem[] } {
  const [header, ...records] = rowsOf(text.replace(/^\uFEFF/, ""));
  const problems: CsvProblem[] = [];
  if (header?.cells.join(",") !== SEARCH_CONSOLE_HEADER.join(",")) {
    return {
      days: [],
      problems: [
        {
          line: 1,
          message: `starts "${header?.raw ?? ""}", not "${SEARCH_CONSOLE_HEADER.join(",")}": use the Dates.csv file of a Search Console Performance export (Export → Download CSV)`,
        },
      ],
    };
  }
  if (records.length === 0)
    return {
      days: [],
      problems: [
        {
          line: null,
          message: "has no days: export a period of Search Console data that covers the engagement's start",
        },
      ],
    };
  const seen = new Map<string, number>();
  const days: Day[] = [];
  for (const { cells, line, quoteError } of records) {
    if (quoteError) {
      problems.push({
        line,
        message: `has quotation marks that do not pair up (${quoteError}): export the file again rather than editing it`,
      });
      continue;
    }
    if (cells.length !== SEARCH_CONSOLE_HEADER.length) {
      problems.push({
        line,
        message: `has ${cells.length} values, not ${SEARCH_CONSOLE_HEADER.length} (${SEARCH_CONSOLE_HEADER.join(", ")})`,
      });
      continue;
    }
    const [date = "", clicks = "", impressions = "", ctr = "", position = ""] = cells;
    if (!isDate(date)) {
      problems.push({
        line,
        message: `has the date "${date}", not a day written YYYY-MM-DD as Search Console writes it`,
      });
      continue;
    }
    const first = seen.get(date);
    if (first !== undefined) {
      problems.push({ line, message: `repeats ${date}, already on line ${first}` });
      continue;
    }
    seen.set(date, line);
    const whole = (value: string) => (/^\d+$/.test(value) ? Number(value) : null);
    const decimal = (value: string) => (/^\d+(\.\d+)?$/.test(value) ? Number(value) : null);
    const row = {
      clicks: whole(clicks),
      impressions: whole(impressions),
      ctr: /^\d+(\.\d+)?%$/.test(ctr) ? Number(ctr.slice(0, -1)) / 100 : null,
      position: decimal(position),
    };
    const wrong = Object.entries<number | null>(row)
      .filter(([, value]) => value === null)
      .map(([name]) => name);
    if (wrong.length > 0) {
      problems.push({
        line,
        message: `has ${wrong.map((name) => `${name[0]?.toUpperCase()}${name.slice(1)} "${cells[SEARCH_CONSOLE_HEADER.findIndex((h) => h.toLowerCase() === name)] ?? ""}"`).join(" and ")}: Search Console writes whole numbers of clicks and impressions, CTR as a percentage and Position as a number`,
      });
      continue;
    }
    days.push({
      date,
      clicks: row.clicks ?? 0,
      impressions: row.impressions ?? 0,
      ctr: row.ctr ?? 0,
      position: row.position ?? 0,
    });
  }
  if (problems.length > 0) return { days: [], problems };
  return { days: days.sort((a, b) => a.date.localeCompare(b.date)), problems };
}

/** A week of the chart, counted from the engagement's start: week 0 begins on the start day. */
export interface Week {
  /** Weeks from the start's week: -1 is the week before it. */
  index: number;
  /** Its first day. */
  start: string;
  /** The days of it the export has (fewer than 7 at the edges of the data, or where Search Console left a gap). */
  days: number;
  clicks: number;
  impressions: number;
  /** Per day it has. */
  clicksPerDay: number;
  impressionsPerDay: number;
}

export interface Engagement {
  weeks: Week[];
  /** The weeks compared on each side of the start: as many as both sides have. */
  comparedWeeks: number;
  /** Average clicks a day over the compared weeks before the start, and after it (the start's week included). */
  before: number;
  after: number;
  /** (after − before) / before; null when there was no click before. */
  change: number | null;
  /** The compared period, first and last day with data. */
  from: string;
  to: string;
  /** The whole export's first and last day: the chart's span. */
  first: string;
  last: string;
}

/** Days from `start`, in weeks, with what each week adds up to. */
export function weeksOf(days: readonly Day[], start: string): Week[] {
  const origin = dayNumber(start);
  const byWeek = new Map<number, Day[]>();
  for (const day of days) {
    const index = Math.floor((dayNumber(day.date) - origin) / 7);
    byWeek.set(index, [...(byWeek.get(index) ?? []), day]);
  }
  return [...byWeek.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, inWeek]) => {
      const clicks = inWeek.reduce((sum, d) => sum + d.clicks, 0);
      const impressions = inWeek.reduce((sum, d) => sum + d.impressions, 0);
      return {
        index,
        start: dateOfDay(origin + index * 7),
        days: inWeek.length,
        clicks,
        impressions,
        clicksPerDay: clicks / inWeek.length,
        impressionsPerDay: impressions / inWeek.length,
      };
    });
}

/**
 * The engagement in the data: the weeks around its start, and average daily clicks over the same
 * number of weeks before and after it (days missing from the export count in neither side's
 * average). Null, with why, when the start is not inside the data or leaves no full week on a side.
 */
export function engagementOf(
  days: readonly Day[],
  start: string,
): { engagement: Engagement | null; problem: string | null } {
  const first = days[0]?.date;
  const last = days[days.length - 1]?.date;
  if (!first || !last) return { engagement: null, problem: "has no data to compare" };
  if (start < first || start > last)
    return {
      engagement: null,
      problem: `${start} is outside the Search Console data (${first} to ${last}); the start must fall inside it, with data before it`,
    };
  const weeks = weeksOf(days, start);
  const full = (w: Week) => w.days === 7;
  const beforeWeeks = weeks.filter((w) => w.index < 0);
  const afterWeeks = weeks.filter((w) => w.index >= 0);
  if (!beforeWeeks.some(full) || !afterWeeks.some(full)) {
    return {
      engagement: null,
      problem: `${start} leaves no full week of Search Console data ${beforeWeeks.some(full) ? "after" : "before"} it (the data runs ${first} to ${last}); export a longer period`,
    };
  }
  const compared = Math.min(
    -Math.min(...beforeWeeks.map((w) => w.index)),
    Math.max(...afterWeeks.map((w) => w.index)) + 1,
  );
  const side = (from: number, to: number) => {
    const inSide = weeks.filter((w) => w.index >= from && w.index < to);
    const dayCount = inSide.reduce((sum, w) => sum + w.days, 0);
    return { average: inSide.reduce((sum, w) => sum + w.clicks, 0) / dayCount, weeks: inSide };
  };
  const before = side(-compared, 0);
  const after = side(0, compared);
  const period = [...before.weeks, ...after.weeks];
  const firstDay = days.find((d) => d.date >= (period[0]?.start ?? first))?.date ?? first;
  const lastWeek = period[period.length - 1];
  const lastDay =
    [...days].reverse().find((d) => lastWeek && dayNumber(d.date) < dayNumber(lastWeek.start) + 7)?.date ?? last;
  return {
    engagement: {
      weeks,
      comparedWeeks: compared,
      before: before.average,
      after: after.average,
      change: before.average === 0 ? null : (after.average - before.average) / before.average,
      from: firstDay,
      to: lastDay,
      first,
      last,
    },
    problem: null,
  };
}

/** A change as the page states it: +42%, −8% (a true minus, written as such so the font subset has it), 0%. */
export function formatChange(change: number): string {
  const percent = Math.round(change * 100);
  return percent > 0 ? `+${percent}%` : percent < 0 ? `−${-percent}%` : "0%";
}
