/** The front door of src/lib/site-check/: what other folders in src/lib use of it (.dependency-cruiser.cjs, features-through-front-door). */
export { CHECKS } from "./checks";
export { UNREAD, UNREAD_IDS } from "./unread";
export { templateNames } from "./words";
export { BOT_OUTCOME_RULES } from "./words";
export { NEED_EVIDENCE, NOTE_RULES } from "./walk";
export { DISAGREEMENT_EVIDENCE, DISAGREEMENT_VARS } from "./disagreements";
