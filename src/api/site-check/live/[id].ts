/** POST /api/site-check/live/<report id>: the live answer check's form, an enquiry (src/lib/site-check/live/handler.ts). */
import { liveStartFunction, reportStoreFor } from "../../../lib/site-check/server";

export default liveStartFunction(reportStoreFor);
