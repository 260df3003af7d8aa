/**
 * The page's JSON-LD names the business: any type schema.org places under Organization counts
 * (LocalBusiness and its kinds: Dentist, Plumber, Restaurant, LegalService…), from the generated
 * list of read/business-types.ts.
 */
import { isBusinessType } from "../read/business-types";
import { list, pageCheck } from "./define";

export default pageCheck({
  id: "structured-data",
  category: "trust",
  weight: 6,
  evidence: { kind: "documented", source: "google-organization" },
  outcomes: {
    business: { status: "pass", vars: ["types"] },
    none: { status: "fail" },
    "no-business": { status: "warn", vars: ["types"] },
  },
  run({ facts }) {
    const { blocks, types } = facts.structuredData;
    if (blocks === 0) return { outcome: "none" };
    const found = list(types.slice(0, 8));
    return { outcome: types.some(isBusinessType) ? "business" : "no-business", vars: { types: found } };
  },
});
