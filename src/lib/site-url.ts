/** The one place the production domain is set: canonicals, sitemap, robots.txt, social tags and the CMS login derive from it. */
export const SITE_URL = "https://www.harbouraiseo.com.au";
