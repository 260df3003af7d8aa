/** The page has a title of about 15 to 70 characters. */
import { pageCheck } from "./define";

export default pageCheck({
  id: "title",
  category: "content",
  weight: 5,
  evidence: { kind: "documented", source: "google-title-links" },
  outcomes: {
    good: { status: "pass", vars: ["title", "length"] },
    missing: { status: "fail" },
    short: { status: "warn", vars: ["title", "length"] },
    long: { status: "warn", vars: ["title", "length"] },
  },
  run({ facts }) {
    if (!facts.title) return { outcome: "missing" };
    // The title as read (cut: quote.ts) and its length as written.
    const vars = { title: facts.title, length: facts.titleLength };
    return { outcome: vars.length < 15 ? "short" : vars.length > 70 ? "long" : "good", vars };
  },
});
