/** The page has a meta description of about 50 to 170 characters. */
import { pageCheck } from "./define";

export default pageCheck({
  id: "description",
  category: "content",
  weight: 4,
  evidence: { kind: "documented", source: "google-meta-description" },
  outcomes: {
    good: { status: "pass", vars: ["length"] },
    missing: { status: "fail" },
    short: { status: "warn", vars: ["length"] },
    long: { status: "warn", vars: ["length"] },
  },
  run({ facts }) {
    if (!facts.description) return { outcome: "missing" };
    const length = facts.descriptionLength;
    return { outcome: length < 50 ? "short" : length > 170 ? "long" : "good", vars: { length } };
  },
});
