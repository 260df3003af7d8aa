/**
 * The team's work on a lead: its stage (new, contacted, qualified, won, lost, spam; apart from
 * whether its notification went out), who set it and when, notes, and how fast the team first
 * answered (arrival to the first move out of `new`). Shared by the team's page (team-work.ts) and
 * `npm run leads -- stage|note`.
 */
import { enqueue, jobOf, release } from "./jobs";
import type { Lead, LeadStore } from "./store";
import type { LeadStage } from "./stages";

/** A note longer than this is refused, not cut: a pasted email thread belongs in the CRM. */
export const NOTE_MAX_CHARS = 4000;

export interface Note {
  author: string;
  body: string;
  createdAt: Date;
}

export interface StageChange {
  from: LeadStage;
  to: LeadStage;
  /** Whether this change released a lead from spam, so its notification is due now. */
  released: boolean;
}

/**
 * Sets the stage; undefined when no such lead. The first move out of `new` (to anything but spam)
 * is kept as the first response. A lead moved from spam back to `new` is notified: its email's job
 * is made (or, held while it was spam, released), due now, in the same transaction (the jobs send
 * it: the server's timer, Netlify's schedule, or `npm run leads -- retry`).
 */
export async function setStage(
  store: LeadStore,
  id: string,
  stage: LeadStage,
  by: string,
  now: Date,
): Promise<StageChange | undefined> {
  const boss = await store.jobs();
  return store.transaction(async (tx) => {
    const [row] = await tx.query<{ from: LeadStage; to: LeadStage; status: string }>(
      `WITH old AS (SELECT id, stage FROM leads WHERE id = $1 FOR UPDATE)
       UPDATE leads SET stage = $2, stage_changed_at = $3, stage_changed_by = $4,
         first_response_at = CASE WHEN leads.first_response_at IS NULL AND $2 NOT IN ('new', 'spam') THEN $3::timestamptz ELSE leads.first_response_at END
       FROM old WHERE leads.id = old.id RETURNING old.stage AS "from", leads.stage AS "to", leads.status`,
      [id, stage, now.toISOString(), by],
    );
    if (!row) return undefined;
    const released = row.from === "spam" && row.to === "new";
    if (released && row.status === "pending") {
      const made = await enqueue(boss, { channel: "email", id, data: { leadId: id, event: "lead.created" } }, tx);
      if (!made && (await jobOf(boss, "email", id, tx))?.state === "cancelled") await release(boss, "email", id, tx);
    }
    return { from: row.from, to: row.to, released };
  });
}

/** Adds a note; false when no such lead. */
export async function addNote(store: LeadStore, id: string, author: string, body: string, now: Date): Promise<boolean> {
  const rows = await store.query<{ id: string }>(
    "INSERT INTO lead_notes (lead_id, author, body, created_at) SELECT id, $2, $3, $4 FROM leads WHERE id = $1 RETURNING id::text AS id",
    [id, author, body, now.toISOString()],
  );
  return rows.length === 1;
}

/** The notes of these leads, oldest first, by lead id. */
export async function notesFor(store: LeadStore, ids: readonly string[]): Promise<Map<string, Note[]>> {
  const notes = new Map<string, Note[]>();
  if (ids.length === 0) return notes;
  const rows = await store.query<{ leadId: string; author: string; body: string; createdAt: Date | string }>(
    `SELECT lead_id::text AS "leadId", author, body, created_at AS "createdAt" FROM lead_notes WHERE lead_id = ANY($1::uuid[]) ORDER BY created_at, id`,
    [ids],
  );
  for (const row of rows) {
    const list = notes.get(row.leadId) ?? [];
    list.push({
      author: row.author,
      body: row.body,
      createdAt: row.createdAt instanceof Date ? row.createdAt : new Date(row.createdAt),
    });
    notes.set(row.leadId, list);
  }
  return notes;
}

/** The leads with their notes attached, for the export and the team's page. */
export async function withNotes<T extends Lead>(
  store: LeadStore,
  leads: readonly T[],
): Promise<Array<T & { notes: Note[] }>> {
  const notes = await notesFor(
    store,
    leads.map((lead) => lead.id),
  );
  return leads.map((lead) => ({ ...lead, notes: notes.get(lead.id) ?? [] }));
}

/** Whole minutes from arrival to the first response, or undefined while there is none. */
export function firstResponseMinutes(lead: Pick<Lead, "receivedAt" | "firstResponseAt">): number | undefined {
  return lead.firstResponseAt === undefined
    ? undefined
    : Math.max(0, Math.round((lead.firstResponseAt.getTime() - lead.receivedAt.getTime()) / 60_000));
}

export interface ResponseFigures {
  /** Median minutes to the first response of the leads received in the window that have one. */
  medianMinutes: number | undefined;
  answered: number;
  /** Received in the window, not spam, still `new`. */
  waiting: number;
}

/** The first-response figures for leads received in the `days` before `now` (spam left out). */
export async function responseFigures(store: LeadStore, now: Date, days = 30): Promise<ResponseFigures> {
  const [row] = await store.query<{
    median: number | string | null;
    answered: number | string;
    waiting: number | string;
  }>(
    `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM first_response_at - received_at) / 60)
              FILTER (WHERE first_response_at IS NOT NULL) AS median,
            count(*) FILTER (WHERE first_response_at IS NOT NULL) AS answered,
            count(*) FILTER (WHERE stage = 'new') AS waiting
       FROM leads WHERE stage <> 'spam' AND received_at >= $1::timestamptz - make_interval(days => $2::integer) AND received_at <= $1::timestamptz`,
    [now.toISOString(), days],
  );
  const median = row?.median;
  return {
    medianMinutes: median === null || median === undefined ? undefined : Math.round(Number(median)),
    answered: Number(row?.answered ?? 0),
    waiting: Number(row?.waiting ?? 0),
  };
}
