/** GET /api/leads/auth: the team's GitHub sign-in, first step (src/lib/leads/team.ts). Nothing else lives here. */
import { teamAuthStart, teamFunction } from "../../lib/leads/server";

export default teamFunction(teamAuthStart);
