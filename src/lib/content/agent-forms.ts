/**
 * The site's forms as WebMCP declarative tools: an AI agent in the visitor's browser reads a form
 * that has `toolname` and `tooldescription` as a tool, each named field as one of its parameters
 * (described by the field's `toolparamdescription`), and may send it itself only when the form
 * has `toolautosubmit` (docs/site-check.md, Forms agents can use). The names are the code's, as
 * the MCP tools' are; every word an agent reads is the editors', in data/.
 */

/** Each form's tool name, stable: agents and their users may refer to them. */
export const AGENT_TOOL_NAMES = {
  /** The contact form (data/pages/contact.yaml). */
  contact: "send_enquiry",
  /** The AI search check's address form: its page's, the home hero's, a report page's. */
  check: "check_site",
  /** A report's "Check again". */
  recheck: "check_site_again",
  /** A kept report's live answer check (an enquiry, with the visitor's consent). */
  live: "ask_ai_engines_live",
  /** A kept report's "Email me this report" (data/site-check.yaml, emailAsks). */
  emailMe: "email_report",
  /** A kept report's "Email to my developer". */
  emailDeveloper: "email_report_to_developer",
} as const;

export type AgentToolName = (typeof AGENT_TOOL_NAMES)[keyof typeof AGENT_TOOL_NAMES];

/** A form's attributes as the declarative API reads them (src/webmcp.d.ts types them on React's form). */
export interface AgentFormAttributes {
  toolname: AgentToolName;
  tooldescription: string;
  /** Present (as "") when the agent may send the form without the visitor pressing its button. */
  toolautosubmit?: "";
}

/**
 * The forms that never send themselves: the enquiries, with consent an agent cannot give for a
 * person (the contact form, the live answer check), and the report's email asks (the visitor sends
 * an email; an agent only fills it in).
 */
type NeverSendsItself =
  | typeof AGENT_TOOL_NAMES.contact
  | typeof AGENT_TOOL_NAMES.live
  | typeof AGENT_TOOL_NAMES.emailMe
  | typeof AGENT_TOOL_NAMES.emailDeveloper;

type SendingOptions<N extends AgentToolName> = N extends NeverSendsItself
  ? { autoSubmit: false }
  : { autoSubmit: boolean };

/**
 * A form's tool attributes. Only a form whose sending costs the visitor nothing they did not ask
 * for may send itself: the check may; the enquiries and the email asks may not, and the type says so.
 */
export function agentForm<N extends AgentToolName>(
  name: N,
  description: string,
  { autoSubmit }: SendingOptions<N>,
): AgentFormAttributes {
  return { toolname: name, tooldescription: description, ...(autoSubmit ? { toolautosubmit: "" as const } : {}) };
}
