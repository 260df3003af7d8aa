/**
 * Headings phrased as a customer's question, each answered first in a short paragraph. A
 * convention (no engine documents it): reported, never scored.
 */
import { answersFirst, isQuestion } from "../read/text";
import { pageCheck } from "./define";

export default pageCheck({
  id: "questions",
  category: "content",
  weight: 0,
  evidence: { kind: "convention" },
  outcomes: {
    answered: { status: "pass", vars: ["count"] },
    none: { status: "warn" },
    buried: { status: "warn", vars: ["answered", "count"] },
  },
  run({ facts }) {
    const questions = facts.headings.filter((heading) => heading.level > 1 && isQuestion(heading.text));
    const answered = questions.filter(answersFirst).length;
    if (questions.length === 0) return { outcome: "none" };
    return answered === questions.length
      ? { outcome: "answered", vars: { count: questions.length } }
      : { outcome: "buried", vars: { answered, count: questions.length } };
  },
});
