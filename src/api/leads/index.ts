/** GET /api/leads: the team's leads, as JSON for /admin/leads/ or as CSV (src/lib/leads/team.ts). Nothing else lives here. */
import { teamLeads } from "../../lib/leads/team";
import { teamFunction } from "../../lib/leads/team-function";

export default teamFunction(teamLeads);
