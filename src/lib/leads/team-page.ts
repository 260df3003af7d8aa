/** Where the team reads the enquiries: the page's address, which sign-in answers and chat alerts link to. */
export const TEAM_PAGE = "/admin/leads/";

/**
 * The Content-Security-Policy of the team's page (static/admin/leads/): the strictest of the site,
 * and never the CMS's, though the page lives under /admin/. Its one script and its styles
 * are files of its own, it asks only the site's API, and it posts only to the site; nothing may
 * frame it, change its base or embed a plugin. So a script that got onto the page some other
 * way (an enquiry's text drawn as markup by mistake) can neither run nor send a lead anywhere.
 */
export const TEAM_PAGE_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "object-src 'none'",
  "frame-ancestors 'none'",
].join("; ");

/**
 * What the team's page and its files are sent with, the same everywhere: on Netlify from
 * gatsby-config.ts's rule for /admin/leads/* (spelt as the /admin/* rule spells them, so these
 * replace the CMS's) and netlify.toml's, under `npm run serve` from serve-headers.ts.
 */
export const TEAM_PAGE_HEADERS: Readonly<Record<string, string>> = {
  "Content-Security-Policy": TEAM_PAGE_POLICY,
  "X-Robots-Tag": "noindex, nofollow",
};
