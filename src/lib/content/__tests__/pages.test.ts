import { servicePages, toHref } from "../pages";

describe("servicePages", () => {
  it("creates one /services/<slug>/ page per service file, with the slug for the template's query", () => {
    expect(servicePages(["local-seo", "ecommerce-seo"])).toEqual([
      { path: "/services/local-seo/", context: { slug: "local-seo" } },
      { path: "/services/ecommerce-seo/", context: { slug: "ecommerce-seo" } },
    ]);
  });

  it("skips entries without a slug rather than creating a broken page", () => {
    expect(servicePages([null, "", "local-seo", undefined]).map((p) => p.path)).toEqual(["/services/local-seo/"]);
  });
});

describe("toHref", () => {
  it("links straight to the trailing-slash address Gatsby serves, keeping anchors", () => {
    expect(toHref("/about")).toBe("/about/");
    expect(toHref("/services/local-seo/")).toBe("/services/local-seo/");
    expect(toHref("/contact#contact-form")).toBe("/contact/#contact-form");
    expect(toHref("#contact-form")).toBe("#contact-form");
    expect(toHref("/")).toBe("/");
  });
});
