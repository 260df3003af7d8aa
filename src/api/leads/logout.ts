/** POST /api/leads/logout: signs the team member out (src/lib/leads/team.ts). Nothing else lives here. */
import { teamFunction, teamSignOut } from "../../lib/leads/server";

export default teamFunction(teamSignOut);
