/** GET /api/site-check/reports/<id>: a kept report as JSON (src/lib/site-check/report-handler.ts). */
import { storedReportFunction } from "../../../lib/site-check/report-handler";
import { leadStoreFor } from "../../../lib/leads/stores";

export default storedReportFunction("json", leadStoreFor);
