/**
 * Where the brand's font files are served from: written by the build (font-subsets.ts), linked by
 * the pages and the CMS preview (src/components/ui/fonts.ts). Free of Node APIs, so the browser
 * bundles may import it.
 */

/** The folder in public/ the font files are served from. */
export const FONTS_DIR = "_fonts";
/** The faces' @font-face rules as a stylesheet, for a document no page renders: the CMS's preview frame. */
export const FONT_FACES_CSS = "faces.css";
/** The brand faces' family names, as their files name them (font-subsets.ts stops the build if a file names another). */
export const HEADING_FAMILY = "Instrument Sans";
export const BODY_FAMILY = "Inter";
