/**
 * The front door of src/lib/answers/ (the Markdown twins and llms.txt): what other folders may use
 * of it. Its build step is step.ts, for compose/post-build.ts alone (.dependency-cruiser.cjs).
 */
export { twinDocuments, type TwinDocument } from "./documents";
export { llmsFullTxt, llmsTxt, twinUrl } from "./llms";
export { MIN_LOGOS } from "./sections";
