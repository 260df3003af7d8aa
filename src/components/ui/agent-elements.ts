/**
 * The form elements that carry WebMCP's declarative attributes (src/lib/content/agent-forms.ts).
 * Chakra's own `chakra.form` and the like pass on only the attributes emotion knows as HTML, and
 * so silently dropped `toolname` and its kin; these pass them on, and style like them.
 */
import { chakra } from "@chakra-ui/react/styled-system";

const FORM_ATTRIBUTES = ["toolname", "tooldescription", "toolautosubmit"];
const FIELD_ATTRIBUTES = ["toolparamdescription"];

export const AgentForm = chakra("form", {}, { forwardProps: FORM_ATTRIBUTES });
export const AgentInput = chakra("input", {}, { forwardProps: FIELD_ATTRIBUTES });
export const AgentSelect = chakra("select", {}, { forwardProps: FIELD_ATTRIBUTES });
export const AgentTextarea = chakra("textarea", {}, { forwardProps: FIELD_ATTRIBUTES });
