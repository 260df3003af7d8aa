/**
 * The buyer's questions put to the engines, from the business's service and place in the editors'
 * templates (data/site-check.yaml, live.questions: 3 to 5, each naming {service} and {place}). The
 * business's own name is never in a question: the point is whether an engine names it unprompted.
 */

/** What the questions are about, as the visitor confirmed it (read from the page, editable). */
export interface Subject {
  name: string;
  service: string;
  place: string;
}

export const MIN_QUESTIONS = 3;
export const MAX_QUESTIONS = 5;
/** Each field of the subject is kept to this many characters (a question stays a question). */
export const SUBJECT_MAX_CHARS = 80;

/** A field as typed, its spaces collapsed, cut at SUBJECT_MAX_CHARS; empty when there is nothing. */
export function cleanField(value: string | undefined): string {
  return (value ?? "")
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, SUBJECT_MAX_CHARS)
    .trim();
}

/** Each template with its {service} and {place} filled (by a replacer function, so `$&` stays as typed). */
export function buildQuestions(templates: readonly string[], subject: Pick<Subject, "service" | "place">): string[] {
  const values: Record<string, string> = { service: cleanField(subject.service), place: cleanField(subject.place) };
  const seen = new Set<string>();
  const questions: string[] = [];
  for (const template of templates.slice(0, MAX_QUESTIONS)) {
    const question = template.replace(/\{(service|place)\}/g, (_match, key: string) => values[key] ?? "").trim();
    const key = question.toLowerCase();
    if (question.length === 0 || seen.has(key)) continue;
    seen.add(key);
    questions.push(question);
  }
  return questions;
}
