/**
 * /llms.txt in the proposal's format: Markdown starting with a # title (the one section the
 * proposal requires), its links counted in one pass (read/llms-links.ts). A convention: reported,
 * never scored.
 */
import { countMarkdownLinks } from "../read/llms-links";
import { quoted } from "../quote";
import { siteCheck } from "./define";

export default siteCheck({
  id: "llms-txt",
  category: "files",
  weight: 0,
  evidence: { kind: "convention", source: "llms-txt" },
  outcomes: {
    good: { status: "pass", vars: ["title", "links"] },
    absent: { status: "warn", vars: ["status"] },
    unreachable: { status: "warn", vars: ["why"] },
    walled: { status: "warn", vars: ["by"] },
    html: { status: "warn" },
    "no-title": { status: "warn" },
  },
  run({ llms }) {
    if (!llms.ok)
      return llms.wall
        ? { outcome: "walled", vars: { by: llms.wall.by } }
        : { outcome: "unreachable", vars: { why: llms.why } };
    if (llms.fetched.status !== 200) return { outcome: "absent", vars: { status: llms.fetched.status } };
    const text = llms.text.replace(/^\uFEFF/, "");
    if (/^\s*<(!doctype|html)/i.test(text)) return { outcome: "html" };
    const firstLine = /^[^\S\n]*\S[^\n]*/m.exec(text)?.[0].trim() ?? "";
    if (!/^# \S/.test(firstLine)) return { outcome: "no-title" };
    return { outcome: "good", vars: { title: quoted(firstLine.slice(2)), links: countMarkdownLinks(text) } };
  },
});
