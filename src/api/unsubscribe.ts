/** /api/unsubscribe?e=…&t=…: the signed unsubscribe link of every report email, and its one-click POST (src/lib/site-check/email/unsubscribe.ts). */
import { unsubscribeFunction } from "../lib/site-check/server";

export default unsubscribeFunction();
