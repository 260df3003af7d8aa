/** The page's HTML is light: up to 300 kB passes, up to 1 MB is a warning, more (or more than the 2 MB read) fails. */
import { MAX_BODY_BYTES } from "../limits";
import { kB, pageCheck } from "./define";

export default pageCheck({
  id: "page-weight",
  category: "files",
  weight: 6,
  evidence: { kind: "documented", source: "google-googlebot-size" },
  outcomes: {
    light: { status: "pass", vars: ["size", "seconds"] },
    "light-compressed": { status: "pass", vars: ["size", "compressed", "seconds"] },
    heavy: { status: "warn", vars: ["size"] },
    "very-heavy": { status: "fail", vars: ["size"] },
    cut: { status: "fail", vars: ["limit"] },
  },
  run({ fetched }) {
    const size = fetched.body.length;
    if (fetched.truncated) return { outcome: "cut", vars: { limit: kB(MAX_BODY_BYTES) } };
    if (size > 1024 * 1024) return { outcome: "very-heavy", vars: { size: kB(size) } };
    if (size > 300 * 1024) return { outcome: "heavy", vars: { size: kB(size) } };
    const seconds = (fetched.ms / 1000).toFixed(1);
    return fetched.transferBytes < size
      ? { outcome: "light-compressed", vars: { size: kB(size), compressed: kB(fetched.transferBytes), seconds } }
      : { outcome: "light", vars: { size: kB(size), seconds } };
  },
});
