/** Words, questions and answers in a page's text, as the checks count them (free of Node APIs). */

export interface Heading {
  level: number;
  /** Its text, cut as every value read from a site is (quote.ts). */
  text: string;
  /** The text of the first paragraph, list or table after it, before the next heading. */
  firstAnswer: string | undefined;
}

export const countWords = (text: string): number => (text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).length;

const QUESTION_WORDS = /^(who|what|when|where|why|how|which|can|could|do|does|did|is|are|should|will|would)\b/i;

/** A heading written as a question a searcher would ask. */
export const isQuestion = (text: string): boolean => text.endsWith("?") || QUESTION_WORDS.test(text);

/** An answer that leads: a first paragraph short enough to quote (5 to 60 words). */
export const answersFirst = (heading: Heading): boolean =>
  heading.firstAnswer !== undefined && countWords(heading.firstAnswer) <= 60 && countWords(heading.firstAnswer) >= 5;
