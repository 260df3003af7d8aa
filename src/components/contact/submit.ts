import { type ContactErrors, type ContactResponse, SUBMISSION_ID_FIELD } from "../../lib/contact/client";

export type Outcome = { kind: "sent" } | { kind: "invalid"; errors: ContactErrors } | { kind: "failed" };

/**
 * This attempt's random id (RFC 4122 v4), which the server uses as the provider's idempotency key.
 * A browser without crypto.randomUUID (an insecure origin) sends none and the server makes one.
 */
export function submissionIdField(): Record<string, string> {
  return typeof crypto.randomUUID === "function" ? { [SUBMISSION_ID_FIELD]: crypto.randomUUID() } : {};
}

/** The form's values as the server wants them: options left unchosen are not sent at all. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === "string" && value !== "") values[key] = value;
  });
  return values;
}

/**
 * Sends the form as JSON and reads the answer. Only a 2xx `{ok: true}` counts as sent: anything
 * else, a network error or a timeout, is a failure and the visitor keeps what they typed.
 */
export async function submitContact(
  action: string,
  values: Record<string, string>,
  timeoutMs = 20000,
): Promise<Outcome> {
  try {
    const res = await fetch(action, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(values),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await res.json().catch(() => null)) as ContactResponse | null;
    if (res.ok && body?.ok === true) return { kind: "sent" };
    if (res.status === 400 && body?.ok === false && "errors" in body) return { kind: "invalid", errors: body.errors };
    return { kind: "failed" };
  } catch {
    return { kind: "failed" };
  }
}
