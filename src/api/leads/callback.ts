/** GET /api/leads/callback: where GitHub sends a team member back (src/lib/leads/team.ts). Nothing else lives here. */
import { teamAuthCallback } from "../../lib/leads/team";
import { teamFunction } from "../../lib/leads/team-function";

export default teamFunction(teamAuthCallback);
