/** GET /api/leads/auth: the team's GitHub sign-in, first step (src/lib/leads/team.ts). Nothing else lives here. */
import { teamAuthStart } from "../../lib/leads/team";
import { teamFunction } from "../../lib/leads/team-function";

export default teamFunction(teamAuthStart);
