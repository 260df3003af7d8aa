/** GET /api/leads/login?token=…: the one-time link's page; POST: its "Sign in" button (src/lib/leads/team.ts). Nothing else lives here. */
import { teamFunction, teamLinkSignIn } from "../../lib/leads/server";

export default teamFunction(teamLinkSignIn);
