/** Files in data/pages/ and the route each fills; a page's route is fixed by code, not by editors. */
export const PAGE_FILES = [
  { name: "home", label: "Home page (/)", path: "/" },
  { name: "about", label: "About (/about)", path: "/about" },
  { name: "services", label: "Services index (/services)", path: "/services" },
  { name: "contact", label: "Contact (/contact)", path: "/contact" },
  { name: "why-traditional-seo-ineffective", label: "Why traditional SEO is ineffective", path: "/why-traditional-seo-ineffective" },
  { name: "seo-strategy-builder", label: "SEO Strategy Builder", path: "/seo-strategy-builder" },
  { name: "privacy", label: "Privacy policy (/privacy)", path: "/privacy" },
  { name: "home-launch", label: "Launch placeholder (/home-launch)", path: "/home-launch" },
  { name: "not-found", label: "Page not found (404)", path: "/404" },
] as const;
