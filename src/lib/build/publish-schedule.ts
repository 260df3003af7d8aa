/**
 * What the scheduled Function (netlify/functions/publish-scheduled.mts, ./publish-hook.ts) needs
 * to know of a deploy: when its build judged what was due, and the instants of what it left out
 * until later. The build writes it as /publish-schedule.json, beside the pages it describes.
 *
 * Why a file the deploy serves, rather than data inside the Function's bundle: the Function then
 * reads the schedule of exactly the deploy that is live (a new deploy replaces both together, so
 * an entry is never due twice for long), it needs no file the type check or the bundler must find
 * in a clean checkout, and Netlify's `included_files` paths at run time are not documented to be
 * stable. It holds instants only: no title, address or file of anything unpublished.
 */
import fs from "node:fs";
import path from "node:path";
import type { ParsedContent } from "../content/parse";
import { buildClock, sydneyText } from "../content/schedule";
import type { PostBuildStep } from "./step";

export const SCHEDULE_FILE = "publish-schedule.json";
export const SCHEDULE_PATH = `/${SCHEDULE_FILE}`;

export interface PublishSchedule {
  /**
   * When the build ran (ISO 8601, UTC), by the clock, never SITE_BUILD_DATE: an entry is due once
   * its time has passed since the deploy was made, so a fixed instant left set cannot make an
   * entry due at every hourly check.
   */
  builtAt: string;
  /** When each entry it left out falls due, soonest first, once each (ISO 8601, UTC). */
  pending: string[];
}

/**
 * The schedule of a build's content: what it left out and when each falls due, and the build's
 * real time. A build that showed every scheduled entry (a preview) has nothing pending; one built
 * as of an earlier SITE_BUILD_DATE lists what it left out, and whatever of it is already past
 * becomes due once, at the next hourly check, never again after the rebuild.
 */
export function publishSchedule(content: Pick<ParsedContent, "schedule">, clock: Date = buildClock()): PublishSchedule {
  const pending = [...new Set((content.schedule?.pending ?? []).map((entry) => entry.at.toISOString()))].sort();
  return { builtAt: clock.toISOString(), pending };
}

export const publishScheduleStep: PostBuildStep = {
  name: "the publishing schedule",
  run({ publicDir, content, reporter }) {
    const schedule = publishSchedule(content);
    fs.writeFileSync(path.join(publicDir, SCHEDULE_FILE), `${JSON.stringify(schedule)}\n`);
    const pending = content.schedule?.pending ?? [];
    if (pending.length > 0) {
      reporter.info(
        `Scheduled, left out until their time (Sydney): ${pending.map((entry) => `${entry.file} at ${sydneyText(entry.at)}`).join("; ")}. The hourly Function rebuilds once one is due (BUILD_HOOK_URL).`,
      );
    }
  },
};
