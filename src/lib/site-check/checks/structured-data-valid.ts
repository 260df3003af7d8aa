/** Every JSON-LD block parses (a block with a syntax error is ignored as a whole). */
import { pageCheck } from "./define";

export default pageCheck({
  id: "structured-data-valid",
  category: "trust",
  weight: 4,
  evidence: { kind: "documented", source: "google-organization" },
  outcomes: {
    valid: { status: "pass", vars: ["blocks"] },
    nothing: { status: "pass" },
    invalid: { status: "fail", vars: ["invalid", "blocks"] },
  },
  run({ facts }) {
    const { blocks, invalid } = facts.structuredData;
    if (blocks === 0) return { outcome: "nothing" };
    return invalid === 0 ? { outcome: "valid", vars: { blocks } } : { outcome: "invalid", vars: { invalid, blocks } };
  },
});
