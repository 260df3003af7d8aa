/** GET /api/site-check/reports/<id>: a kept report as JSON (src/lib/site-check/report-handler.ts). */
import { reportStoreFor, storedReportFunction } from "../../../lib/site-check/server";

export default storedReportFunction("json", reportStoreFor);
