/** POST /api/leads/logout: signs the team member out (src/lib/leads/team.ts). Nothing else lives here. */
import { teamSignOut } from "../../lib/leads/team";
import { teamFunction } from "../../lib/leads/team-function";

export default teamFunction(teamSignOut);
