/** Where the team reads the enquiries: the page's address, which sign-in answers and chat alerts link to. */
export const TEAM_PAGE = "/admin/leads/";
