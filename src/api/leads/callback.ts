/** GET /api/leads/callback: where GitHub sends a team member back (src/lib/leads/team.ts). Nothing else lives here. */
import { teamAuthCallback, teamFunction } from "../../lib/leads/server";

export default teamFunction(teamAuthCallback);
