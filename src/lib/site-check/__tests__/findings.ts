/** A finding with every field a report shows, named after its id and status, for the report's tests. */
import type { Finding } from "../run";

export const finding = (id: string, status: Finding["status"], category: Finding["category"] = "files"): Finding => ({
  id,
  name: `The ${id} check`,
  category,
  status,
  counts: true,
  title: `${id} is ${status}`,
  detail: `What ${id} found.`,
  why: `Why ${id} matters.`,
  action: `Do ${id}.`,
  service: { href: "/services/technical-seo-audits/", label: "Technical SEO Audits" },
  evidence: { kind: "documented" },
});
