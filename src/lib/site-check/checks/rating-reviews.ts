/** A rating the structured data claims has ratings or reviews behind it (a positive ratingCount or reviewCount, or reviews listed). */
import { pageCheck } from "./define";

export default pageCheck({
  id: "rating-reviews",
  category: "trust",
  weight: 3,
  evidence: { kind: "documented", source: "google-review-snippet" },
  outcomes: {
    none: { status: "pass" },
    backed: { status: "pass", vars: ["ratings"] },
    unbacked: { status: "warn", vars: ["value", "of"] },
  },
  run({ facts }) {
    const { ratings } = facts.structuredData;
    if (ratings.length === 0) return { outcome: "none" };
    const unbacked = ratings.find((r) => !((r.count ?? 0) > 0) && !((r.reviews ?? 0) > 0));
    return unbacked
      ? { outcome: "unbacked", vars: { value: unbacked.value ?? "?", of: unbacked.of ?? "?" } }
      : { outcome: "backed", vars: { ratings: ratings.length } };
  },
});
