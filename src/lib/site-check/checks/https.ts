/** The address that answered is https. */
import { quoted } from "../quote";
import { siteCheck } from "./define";

export default siteCheck({
  id: "https",
  category: "indexing",
  weight: 6,
  evidence: { kind: "documented", source: "google-https" },
  outcomes: {
    secure: { status: "pass", vars: ["url"] },
    plain: { status: "fail", vars: ["url"] },
  },
  run({ url }) {
    return { outcome: url.protocol === "https:" ? "secure" : "plain", vars: { url: quoted(url.href) } };
  },
});
