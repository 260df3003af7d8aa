import type { ContactField, ContactResponse } from "../../lib/contact/options";

export type Outcome = { kind: "sent" } | { kind: "invalid"; errors: Partial<Record<ContactField, string>> } | { kind: "failed" };

/** A random id for one attempt (RFC 4122 v4), used by the server as the provider's idempotency key. */
export function newSubmissionId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
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
export async function submitContact(action: string, values: Record<string, string>, timeoutMs = 20000): Promise<Outcome> {
  try {
    const res = await fetch(action, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(values),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await res.json().catch(() => null)) as ContactResponse | null;
    if (res.ok && body?.ok === true) return { kind: "sent" };
    if (res.status === 400 && body && body.ok === false && "errors" in body) return { kind: "invalid", errors: body.errors };
    return { kind: "failed" };
  } catch {
    return { kind: "failed" };
  }
}
