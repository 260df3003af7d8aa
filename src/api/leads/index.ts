/** GET /api/leads: the team's leads, as JSON for /admin/leads/ or as CSV (src/lib/leads/team.ts). Nothing else lives here. */
import { teamFunction, teamLeads } from "../../lib/leads/server";

export default teamFunction(teamLeads);
