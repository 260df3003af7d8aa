/**
 * What follows a change of stage, wherever it was made (the team's page, `npm run leads -- stage`):
 * the CRM's webhook hears of it (`lead.stage_changed`), and a lead released from spam back to `new`
 * is announced as a new lead would have been (chat alert, webhook, confirmation; its email is due
 * at once: work.ts). A failure here never undoes the change: the messages are kept and retried.
 */
import type { LeadStore } from "../store";
import type { StageChange } from "../work";
import { enqueueLeadEvent, notifyNewLead, type NotifyDeps } from "./send";

/** How long a released lead's alerts may hold up the answer; the jobs send what is left. */
const RELEASE_WITHIN_MS = 5_000;

export async function announceStageChange(
  store: LeadStore,
  id: string,
  change: StageChange,
  by: string,
  deps: NotifyDeps,
): Promise<void> {
  if (change.from === change.to) return;
  try {
    await enqueueLeadEvent(store, id, "lead.stage_changed", {
      ...deps,
      data: { stage: change.to, previousStage: change.from, changedBy: by },
    });
    if (change.released) {
      const lead = await store.get(id);
      if (lead) await notifyNewLead(store, lead, { ...deps, withinMs: RELEASE_WITHIN_MS });
    }
  } catch (error) {
    deps.log(
      "error",
      `lead ${id}: the stage change's messages were not made (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}
