/**
 * What the team's page shows and does beyond the list (team.ts handles the session and the
 * origin): the leads as the page reads them (words for "How they found us", notes, first
 * response), the figures for the last 30 days and the reports for 30 and 90, and the two things a
 * signed-in team member may change: a lead's stage and a new note.
 */
import { announceStageChange } from "./notify/stage-events";
import type { NotifyDeps } from "./notify/send";
import { describeAttribution } from "./attribution";
import { channelOf, foundUsInWords } from "./channel";
import { exportRow, type LeadWithNotes } from "./export";
import { buildReport, type Report } from "./report";
import type { Lead, LeadStore } from "./store";
import { isStage, stagesInWords, type LeadStage } from "./stages";
import { jobsOf, type JobView } from "./jobs";
import { addNote, NOTE_MAX_CHARS, responseFigures, setStage, withNotes, type ResponseFigures } from "./work";

const DAY_MS = 86_400_000;

/** A lead as the page lists it, with each of its jobs' state (jobs.ts): the team's email, the confirmation, chat and CRM. */
export function pageRow(lead: LeadWithNotes, jobs: readonly JobView[] = []): Record<string, unknown> {
  return {
    ...exportRow(lead),
    channel: channelOf(lead.attribution),
    foundUs: foundUsInWords(lead.attribution),
    foundUsDetail: describeAttribution(lead.attribution),
    notes: (lead.notes ?? []).map((note) => ({
      author: note.author,
      body: note.body,
      createdAt: note.createdAt.toISOString(),
    })),
    jobs: jobs
      .filter((job) => job.leadId === lead.id)
      .map((job) => ({
        channel: job.channel,
        event: job.event,
        status: job.status,
        attempts: job.attempts,
        lastError: job.lastError ?? null,
        nextAttemptAt: job.nextAttemptAt?.toISOString() ?? null,
      })),
  };
}

/** The leads as the page lists them: each with its notes and its jobs. */
export async function pageRows(store: LeadStore, leads: readonly Lead[]): Promise<Array<Record<string, unknown>>> {
  const [withTheirNotes, jobs] = await Promise.all([
    withNotes(store, leads),
    jobsOf(
      store,
      leads.map((lead) => lead.id),
    ),
  ]);
  return withTheirNotes.map((lead) => pageRow(lead, jobs));
}

export interface PageFigures {
  /** The first-response figures for the last 30 days. */
  response: ResponseFigures;
  reports: { days30: Report; days90: Report };
}

export async function pageFigures(store: LeadStore, now: Date): Promise<PageFigures> {
  const [response, days30, days90] = await Promise.all([
    responseFigures(store, now, 30),
    buildReport(store, new Date(now.getTime() - 30 * DAY_MS), now),
    buildReport(store, new Date(now.getTime() - 90 * DAY_MS), now),
  ]);
  return { response, reports: { days30, days90 } };
}

/** A change the page asks for, read from its JSON body; or why it cannot be. */
export type TeamAction = { kind: "stage"; id: string; stage: LeadStage } | { kind: "note"; id: string; text: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseAction(body: unknown): TeamAction | { error: string } {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return { error: "Send a JSON object." };
  const { action, id, stage, text } = body as Record<string, unknown>;
  if (typeof id !== "string" || !UUID.test(id)) return { error: "Name the lead by its id." };
  if (action === "stage") {
    return typeof stage === "string" && isStage(stage)
      ? { kind: "stage", id, stage }
      : { error: `The stage is one of ${stagesInWords()}.` };
  }
  if (action === "note") {
    const trimmed = typeof text === "string" ? text.trim() : "";
    if (trimmed === "") return { error: "A note needs some text." };
    if (trimmed.length > NOTE_MAX_CHARS) return { error: `A note is at most ${NOTE_MAX_CHARS} characters.` };
    return { kind: "note", id, text: trimmed };
  }
  return { error: 'The action is "stage" or "note".' };
}

/** Applies the action for `login`: false when there is no such lead. A change of stage is announced (the CRM's webhook; a lead released from spam as new). */
export async function applyAction(
  store: LeadStore,
  action: TeamAction,
  login: string,
  now: Date,
  notify: NotifyDeps,
): Promise<boolean> {
  if (action.kind === "note") return addNote(store, action.id, login, action.text, now);
  const change = await setStage(store, action.id, action.stage, login, now);
  if (change) await announceStageChange(store, action.id, change, login, notify);
  return change !== undefined;
}
