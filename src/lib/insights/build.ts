/**
 * The build's door of src/lib/insights/: what gatsby-node.ts, gatsby-config.ts and scripts/ use of it
 * at build time (reading data/, git and the file system), kept apart from server.ts so that no
 * Function bundles it (.dependency-cruiser.cjs, DOORS).
 */
// Articles: addresses, the index's pages, the newest, the feed's address.
export { articlePath, FEED_PATH, indexPages, latest, slugOfFile } from "./articles";
// The drafts a production build leaves out (gatsby-config.ts).
export { unpublishedFiles } from "./drafts";
// The feed's channel and items (gatsby-config.ts).
export { feedChannel, feedItems } from "./feeds";
// Each article's related articles (gatsby-node.ts).
export { relatedForEach } from "./related-articles";
