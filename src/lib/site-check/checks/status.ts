/**
 * The page answers 200 (an error, a firewall or another kind of file is the report's own verdict:
 * it is never scored as the page). A meta refresh followed on the way is named.
 */
import { quoted } from "../quote";
import { pageCheck } from "./define";

export default pageCheck({
  id: "status",
  category: "indexing",
  weight: 10,
  evidence: { kind: "documented", source: "google-http-status" },
  outcomes: {
    ok: { status: "pass", vars: ["status"] },
    redirected: { status: "pass", vars: ["status", "redirects"] },
    refresh: { status: "pass", vars: ["from"] },
    "refresh-delayed": { status: "warn", vars: ["from", "seconds"] },
  },
  run({ fetched, refresh }) {
    if (refresh && refresh.seconds > 0)
      return { outcome: "refresh-delayed", vars: { from: quoted(refresh.from), seconds: refresh.seconds } };
    if (refresh) return { outcome: "refresh", vars: { from: quoted(refresh.from) } };
    if (fetched.redirects.length > 0)
      return { outcome: "redirected", vars: { status: fetched.status, redirects: fetched.redirects.length } };
    return { outcome: "ok", vars: { status: fetched.status } };
  },
});
