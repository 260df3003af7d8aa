/**
 * What wins enquiries: for a period, the enquiries by channel (channel.ts), landing page, campaign
 * and form page, with how many reached qualified (a stage stages.ts marks so: qualified or won
 * now) and won. Spam is left out.
 * The team's page shows it for the last 30 and 90 days; `npm run leads -- report` prints it.
 */
import { channelOf, CHANNELS, pageName } from "./channel";
import type { Lead, LeadStore } from "./store";
import { countsAsQualified } from "./stages";

export interface ReportRow {
  key: string;
  enquiries: number;
  qualified: number;
  won: number;
}

export interface Report {
  since: string;
  until: string;
  enquiries: number;
  qualified: number;
  won: number;
  byChannel: ReportRow[];
  byLandingPage: ReportRow[];
  byCampaign: ReportRow[];
  byFormPage: ReportRow[];
}

const NONE = "(none)";
const pathOnly = (path: string | undefined): string => (path === undefined ? NONE : (path.split(/[?#]/)[0] ?? path));

function tally(leads: readonly Lead[], keyOf: (lead: Lead) => string, order?: readonly string[]): ReportRow[] {
  const rows = new Map<string, ReportRow>();
  for (const key of order ?? []) rows.set(key, { key, enquiries: 0, qualified: 0, won: 0 });
  for (const lead of leads) {
    const key = keyOf(lead);
    const row = rows.get(key) ?? { key, enquiries: 0, qualified: 0, won: 0 };
    row.enquiries += 1;
    if (countsAsQualified(lead.stage)) row.qualified += 1;
    if (lead.stage === "won") row.won += 1;
    rows.set(key, row);
  }
  const list = [...rows.values()];
  return order ? list : list.sort((a, b) => b.enquiries - a.enquiries || b.won - a.won || a.key.localeCompare(b.key));
}

/** The figures for the leads received from `since` up to `until`. */
export function reportOf(leads: readonly Lead[], since: Date, until: Date): Report {
  const kept = leads.filter((lead) => lead.stage !== "spam" && lead.receivedAt >= since && lead.receivedAt <= until);
  const all = tally(kept, () => "all")[0];
  return {
    since: since.toISOString(),
    until: until.toISOString(),
    enquiries: all?.enquiries ?? 0,
    qualified: all?.qualified ?? 0,
    won: all?.won ?? 0,
    byChannel: tally(kept, (lead) => channelOf(lead.attribution), CHANNELS),
    byLandingPage: tally(kept, (lead) => pathOnly(lead.attribution.landingPage)),
    byCampaign: tally(kept, (lead) => lead.attribution.utmCampaign ?? NONE),
    byFormPage: tally(kept, (lead) => pathOnly(lead.attribution.formPage)),
  };
}

export async function buildReport(store: LeadStore, since: Date, until: Date): Promise<Report> {
  return reportOf(await store.list({ since }), since, until);
}

/** The report as the terminal prints it. */
export function reportText(report: Report): string {
  const section = (
    title: string,
    rows: readonly ReportRow[],
    name: (key: string) => string = (key) => key,
  ): string[] => {
    const width = Math.max(title.length, ...rows.map((row) => name(row.key).length));
    return [
      `${title.padEnd(width)}  enquiries  qualified  won`,
      ...rows.map(
        (row) =>
          `${name(row.key).padEnd(width)}  ${String(row.enquiries).padStart(9)}  ${String(row.qualified).padStart(9)}  ${String(row.won).padStart(3)}`,
      ),
      "",
    ];
  };
  const page = (key: string) => (key === NONE ? key : `${key} (${pageName(key) ?? key})`);
  return [
    `Enquiries received ${report.since.slice(0, 10)} to ${report.until.slice(0, 10)} (spam left out): ${report.enquiries}, ${report.qualified} reached qualified, ${report.won} won`,
    "",
    ...section("Channel", report.byChannel),
    ...section("Landing page", report.byLandingPage, page),
    ...section("Campaign", report.byCampaign),
    ...section("Form page", report.byFormPage, page),
  ].join("\n");
}
