/**
 * The page's records of the business agree: two top-level JSON-LD records (a theme's Organization
 * and a plugin's LocalBusiness, say) that give different phone numbers or addresses are named as a
 * conflict, with the values, since engines cannot tell which is right.
 */
import type { BusinessRecord } from "../page-facts";
import { list, pageCheck } from "./define";

/** Different values named at most: the first few say there is a conflict, and which values it is between. */
const NAMED = 5;

/** A phone number as compared: its last nine digits (+61 2 9000 0000 and (02) 9000 0000 are one number). */
const phoneKey = (phone: string) => phone.replace(/\D/g, "").slice(-9);
/** An address as compared: lower case, words only, common street words shortened. */
const addressKey = (address: string) =>
  address
    .toLowerCase()
    .replace(/\bstreet\b/g, "st")
    .replace(/\broad\b/g, "rd")
    .replace(/\bavenue\b/g, "ave")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** The distinct values of `pick`, as first written, by their key. */
function distinct(
  records: readonly BusinessRecord[],
  pick: (r: BusinessRecord) => string[],
  key: (v: string) => string,
) {
  const seen = new Map<string, string>();
  for (const value of records.flatMap(pick))
    if (key(value) !== "" && !seen.has(key(value))) seen.set(key(value), value);
  return [...seen.values()];
}

export default pageCheck({
  id: "business-details",
  category: "trust",
  weight: 3,
  evidence: { kind: "documented", source: "google-organization" },
  outcomes: {
    consistent: { status: "pass", vars: ["records"] },
    none: { status: "pass" },
    phones: { status: "warn", vars: ["records", "phones"] },
    addresses: { status: "warn", vars: ["records", "addresses"] },
    both: { status: "warn", vars: ["records", "phones", "addresses"] },
  },
  run({ facts }) {
    const records = facts.structuredData.businesses;
    if (records.length === 0) return { outcome: "none" };
    const phones = distinct(records, (r) => r.phones, phoneKey);
    const addresses = distinct(records, (r) => r.addresses, addressKey);
    const vars = {
      records: records.length,
      phones: list(phones.slice(0, NAMED)),
      addresses: list(addresses.slice(0, NAMED).map((a) => `“${a}”`)),
    };
    if (phones.length > 1 && addresses.length > 1) return { outcome: "both", vars };
    if (phones.length > 1) return { outcome: "phones", vars };
    if (addresses.length > 1) return { outcome: "addresses", vars };
    return { outcome: "consistent", vars: { records: records.length } };
  },
});
