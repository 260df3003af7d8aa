/** The page names its own address as canonical; none, an invalid one or another page's is a warning. */
import { quoted } from "../quote";
import { pageCheck } from "./define";

const trim = (path: string) => path.replace(/\/+$/, "");

export default pageCheck({
  id: "canonical",
  category: "indexing",
  weight: 3,
  evidence: { kind: "documented", source: "google-canonical" },
  outcomes: {
    own: { status: "pass", vars: ["href"] },
    missing: { status: "warn" },
    invalid: { status: "warn", vars: ["href"] },
    elsewhere: { status: "warn", vars: ["href"] },
  },
  run({ fetched, facts }) {
    if (!facts.canonical) return { outcome: "missing" };
    if (!URL.canParse(facts.canonical, fetched.url))
      return { outcome: "invalid", vars: { href: quoted(facts.canonical) } };
    const named = new URL(facts.canonical, fetched.url);
    return trim(named.pathname) === trim(new URL(fetched.url).pathname)
      ? { outcome: "own", vars: { href: quoted(named.href) } }
      : { outcome: "elsewhere", vars: { href: quoted(named.href) } };
  },
});
