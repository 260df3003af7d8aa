/** POST /api/site-check/email/<report id>: a kept report's "Email me this report" and "Email to my developer" (src/lib/site-check/email/handler.ts). */
import { emailAskFunction, reportStoreFor } from "../../../lib/site-check/server";

export default emailAskFunction(reportStoreFor);
