/**
 * The email asks as a kept report's page carries them (view.ts draws them): offered when the build
 * gave their words and the unsubscribe links can be signed (settings.ts: on the live site, only
 * with UNSUBSCRIBE_SECRET), with what a post of one of the forms left to show.
 */
import type { Env } from "../../env";
import type { Logger } from "../../platform/log";
import { NOTE_MAX_CHARS, unsubscribeSecret } from "./settings";
import { emailAction, isEmailAsk, type EmailAskState, type EmailAsksSection } from "./view";
import type { EmailAskWords } from "./words";

export function emailAsksSection(
  reportId: string,
  words: EmailAskWords | undefined,
  env: Env,
  log: Logger,
  state?: EmailAskState,
): EmailAsksSection | undefined {
  if (!words || unsubscribeSecret(env, log) === undefined) return undefined;
  return { words, action: emailAction(reportId), noteMax: NOTE_MAX_CHARS, ...(state ? { state } : {}) };
}

/** What the report's address says a post without JavaScript left: `?emailed=me` once the report was sent. */
export function sentState(query: Readonly<Record<string, string | undefined>>): EmailAskState | undefined {
  const ask = query.emailed;
  return isEmailAsk(ask) ? { ask, sent: true } : undefined;
}
