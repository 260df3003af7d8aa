/**
 * The servers' door of src/lib/insights/: what its Functions, netlify/, scripts/ and gatsby-*.ts use of it,
 * which may reach the file system, the database or node:crypto: browser code takes client.ts, other
 * folders of src/lib index.ts (.dependency-cruiser.cjs, DOORS).
 */
// Articles: addresses, the index's pages, the newest, the feed's address.
export { articlePath, FEED_PATH, indexPages, latest, slugOfFile } from "./articles";
// The drafts a production build leaves out (gatsby-config.ts).
export { unpublishedFiles } from "./drafts";
// The feed's channel and items (gatsby-config.ts).
export { feedChannel, feedItems } from "./feeds";
// Each article's related articles (gatsby-node.ts).
export { relatedForEach } from "./related-articles";
