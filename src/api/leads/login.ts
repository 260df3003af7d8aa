/** GET /api/leads/login?token=…: the server's one-time sign-in link (src/lib/leads/team.ts). Nothing else lives here. */
import { teamLinkSignIn } from "../../lib/leads/team";
import { teamFunction } from "../../lib/leads/team-function";

export default teamFunction(teamLinkSignIn);
