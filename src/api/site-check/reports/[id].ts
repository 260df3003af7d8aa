/** GET /api/site-check/reports/<id>: a kept report as JSON (src/lib/site-check/report-handler.ts). */
import { storedReportFunction } from "../../../lib/site-check/report-handler";
import { reportStoreFor } from "../../../lib/site-check/report-store";

export default storedReportFunction("json", reportStoreFor);
