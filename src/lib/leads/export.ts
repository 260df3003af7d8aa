/**
 * Leads as the team takes them away: CSV (papaparse's `unparse`: RFC 4180, with spreadsheet
 * formulas neutralised) or JSON, newest first, with the same columns in both.
 */
import { reportPath } from "../content/report-address";
import { SITE_URL } from "../site-url";
import Papa from "papaparse";
import { channelOf } from "./channel";
import type { Lead } from "./store";
import { firstResponseMinutes, type Note } from "./work";

/** A lead with its notes (work.ts, withNotes), as the export and the team's page carry it. */
export type LeadWithNotes = Lead & { notes?: readonly Note[] };

export const EXPORT_COLUMNS = [
  "id",
  "receivedAt",
  "firstName",
  "lastName",
  "email",
  "phone",
  "company",
  "website",
  "interest",
  "budget",
  "message",
  "status",
  "attempts",
  "lastError",
  "stage",
  "stageChangedAt",
  "stageChangedBy",
  "firstResponseMinutes",
  "notes",
  "channel",
  "landingPage",
  "referrer",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
  "pagesViewed",
  "formPage",
  "emailDelivery",
  "confirmation",
  "messages",
  "needsAttention",
  "checkedUrl",
  "checkScore",
  "checkReport",
  "checkCompared",
] as const;
export type ExportColumn = (typeof EXPORT_COLUMNS)[number];
export type ExportRow = Record<ExportColumn, string | number | null>;

/** Notes in one cell, oldest first: "2026-11-02T09:10:00.000Z editor: Called, booked a meeting". */
export function notesCell(notes: readonly Note[] | undefined): string | null {
  return notes === undefined || notes.length === 0
    ? null
    : notes.map((note) => `${note.createdAt.toISOString()} ${note.author}: ${note.body}`).join("\n");
}

export function exportRow(lead: LeadWithNotes): ExportRow {
  const a = lead.attribution;
  return {
    id: lead.id,
    receivedAt: lead.receivedAt.toISOString(),
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone ?? null,
    company: lead.company ?? null,
    website: lead.website ?? null,
    interest: lead.interest ?? lead.service ?? null,
    budget: lead.budget ?? null,
    message: lead.message,
    status: lead.status,
    attempts: lead.attempts,
    lastError: lead.lastError ?? null,
    stage: lead.stage,
    stageChangedAt: lead.stageChangedAt?.toISOString() ?? null,
    stageChangedBy: lead.stageChangedBy ?? null,
    firstResponseMinutes: firstResponseMinutes(lead) ?? null,
    notes: notesCell(lead.notes),
    channel: channelOf(a),
    landingPage: a.landingPage ?? null,
    referrer: a.referrer ?? null,
    utmSource: a.utmSource ?? null,
    utmMedium: a.utmMedium ?? null,
    utmCampaign: a.utmCampaign ?? null,
    utmTerm: a.utmTerm ?? null,
    utmContent: a.utmContent ?? null,
    pagesViewed: a.pagesViewed ?? null,
    formPage: a.formPage ?? null,
    emailDelivery: lead.emailEvent ?? null,
    confirmation: lead.confirmationEvent ?? null,
    messages: lead.messages ?? null,
    needsAttention: lead.needsAttention ?? null,
    checkedUrl: lead.checkedUrl ?? null,
    checkScore: lead.checkScore ?? null,
    checkReport: lead.checkReport === undefined ? null : `${SITE_URL}${reportPath(lead.checkReport)}`,
    // A comparison's competitors, beside checkedUrl, separated by a space (addresses hold none).
    checkCompared: lead.checkCompared?.join(" ") ?? null,
  };
}

/**
 * papaparse's CSV options for the export (RFC 4180: CRLF between records, inner quotes doubled).
 * Every text is quoted and numbers stay numbers; a text a spreadsheet would take for a formula
 * (starting with =, +, -, @, a tab or a carriage return) gets a leading apostrophe (OWASP's advice).
 * The pattern is papaparse's own less its `.*$`, which stopped at a line break, so a formula
 * followed by a second line slipped through.
 */
const CSV_OPTIONS: Papa.UnparseConfig = {
  quotes: (value: unknown) => typeof value === "string",
  escapeFormulae: /^[=+\-@\t\r]/,
  newline: "\r\n",
  header: false,
};

/** One CSV field, as the export writes it. */
export function csvField(value: string | number | null): string {
  return Papa.unparse([[value]], CSV_OPTIONS);
}

/** A header line (the column names, as they are), then a record per lead, each ending in CRLF. */
export function leadsCsv(leads: readonly LeadWithNotes[]): string {
  const header = Papa.unparse([[...EXPORT_COLUMNS]], { ...CSV_OPTIONS, quotes: false });
  const rows = leads.map((lead) => {
    const row = exportRow(lead);
    return EXPORT_COLUMNS.map((column) => row[column]);
  });
  return `${[header, ...(rows.length > 0 ? [Papa.unparse(rows, CSV_OPTIONS)] : [])].join("\r\n")}\r\n`;
}

export function leadsJson(leads: readonly LeadWithNotes[]): string {
  return `${JSON.stringify(leads.map(exportRow), null, 2)}\n`;
}
