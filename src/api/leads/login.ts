/** GET /api/leads/login?token=…: the one-time link's page; POST: its "Sign in" button (src/lib/leads/team.ts). Nothing else lives here. */
import { teamLinkSignIn } from "../../lib/leads/team";
import { teamFunction } from "../../lib/leads/team-function";

export default teamFunction(teamLinkSignIn);
