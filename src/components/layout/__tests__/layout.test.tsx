/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import React from "react";
import fs from "node:fs";
import path from "node:path";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { Provider } from "../../ui/provider";
import { Layout } from "../layout";
import { enhanceDisclosures } from "../../../lib/browser/disclosure";

const root = path.resolve(__dirname, "../../../..");

// The menus' script, as every page runs it (gatsby-ssr.tsx).
let removeMenus: () => void;
beforeEach(() => {
  removeMenus = enhanceDisclosures(document);
});
afterEach(() => removeMenus());

const renderLayout = () =>
  render(
    <Provider>
      <Layout path="/about">
        <p>Page body</p>
      </Layout>
    </Provider>,
  );

describe("the header", () => {
  it("starts with a skip link to the main content", () => {
    renderLayout();
    const skip = screen.getByRole("link", { name: "Skip to content" });
    expect(skip).toHaveAttribute("href", "#main");
    expect(document.getElementById("main")).toContainElement(screen.getByText("Page body"));
    // The skip link comes before everything else a keyboard can reach.
    expect(document.querySelector("a, button")).toBe(skip);
  });

  it("links the logo home and lists every top-level page, the free check and the header's button", () => {
    renderLayout();
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("link", { name: "Harbour AI SEO home page" })).toHaveAttribute("href", "/");
    const nav = within(banner).getByRole("navigation", { name: "Main" });
    const hrefs = Object.fromEntries(
      within(nav)
        .getAllByRole("link")
        .map((a) => [a.textContent, a.getAttribute("href")]),
    );
    expect(hrefs).toMatchObject({
      Home: "/",
      About: "/about/",
      "SEO Strategy Builder": "/seo-strategy-builder/",
      Insights: "/insights/",
      Contact: "/contact/",
      "Talk to a strategist": "/contact/",
      "Free AI search check": "/ai-search-check/",
      "Local SEO": "/services/local-seo/",
      "AI & Voice Search Optimization": "/services/ai-voice-search-optimization/",
    });
    // Insights sits between SEO Strategy Builder and Contact (DECISIONS), SPEC's links in their order.
    const labels = within(nav)
      .getAllByRole("link")
      .map((a) => a.textContent);
    expect(
      labels.filter((label) =>
        ["Home", "About", "SEO Strategy Builder", "Insights", "Contact", "Free AI search check"].includes(label),
      ),
    ).toEqual(["Home", "About", "SEO Strategy Builder", "Insights", "Contact", "Free AI search check"]);
    // The free check comes after SPEC's links (DECISIONS 2026-11-27), before the button.
    expect(labels.slice(-2)).toEqual(["Free AI search check", "Talk to a strategist"]);
    // The page being shown (rendered here as /about) is marked in the navigation.
    expect(within(nav).getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("opens the Services dropdown by click, closes it with Escape and returns focus to its button", () => {
    renderLayout();
    const button = screen.getByRole("button", { name: "Services" });
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(panel).toHaveAttribute("data-state", "closed");

    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(panel).toHaveAttribute("data-state", "open");

    const link = within(panel as HTMLElement).getByRole("link", { name: "Local SEO" });
    link.focus();
    fireEvent.keyDown(link, { key: "Escape" });
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(button).toHaveFocus();
  });

  it("closes the dropdown on a click elsewhere", () => {
    renderLayout();
    const button = screen.getByRole("button", { name: "Services" });
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByText("Page body"));
    expect(button).toHaveAttribute("aria-expanded", "false");
  });

  it("shows Traditional SEO struck through, marked unavailable and not as a link", () => {
    renderLayout();
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).queryByRole("link", { name: /Traditional SEO/ })).toBeNull();
    const entry = within(nav).getByText("Traditional SEO");
    expect(entry.tagName).toBe("S");
    expect(entry.closest("li")).toHaveAttribute("aria-disabled", "true");
    expect(entry.closest("li")).toHaveTextContent("Traditional SEO(no longer offered)");
  });

  it("has a menu toggle for small screens that controls the navigation list", () => {
    renderLayout();
    const toggle = screen.getByRole("button", { name: "Menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "") as HTMLElement;
    expect(panel).toHaveAttribute("data-state", "open");
    const about = within(panel).getByRole("link", { name: "About" });
    fireEvent.keyDown(about, { key: "Escape" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });
});

describe("the footer", () => {
  it("links every service offered (by its real address, never Traditional SEO), the company pages with the privacy policy last, and how to reach us", () => {
    renderLayout();
    const footer = screen.getByRole("contentinfo");
    const hrefs = within(footer)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"));
    const offered = fs
      .readdirSync(path.join(root, "data/services"))
      .filter((f) => !fs.readFileSync(path.join(root, "data/services", f), "utf8").includes("offered: false"))
      .map((f) => `/services/${f.replace(/\.yaml$/, "")}/`);
    expect(hrefs.slice(0, offered.length).sort()).toEqual(offered.sort());
    expect(hrefs).not.toContain("/services/traditional-seo/");
    expect(hrefs.slice(offered.length)).toEqual([
      "/about/",
      "/contact/",
      "/seo-strategy-builder/",
      "/ai-search-check/",
      "/insights/",
      "/methodology/",
      "/privacy/",
      "mailto:hello@harbouraiseo.com.au",
    ]);
    // The phone number is still a placeholder from the range reserved for fiction: shown marked, never a working tel: link.
    expect(
      within(footer)
        .getByText(/\(02\) 5550 1234/)
        .closest("[data-placeholder]"),
    ).not.toBeNull();
    expect(within(footer).getByRole("link", { name: "Privacy" })).toHaveAttribute("href", "/privacy/");
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Harbour AI SEO`);
    expect(footer).toHaveTextContent("ABN 00 000 000 000");
  });
});

describe("the page's date", () => {
  const renderDated = (updated?: string | null) =>
    render(
      <Provider>
        <Layout path="/about" updated={updated}>
          <section>
            <p>Page body</p>
          </section>
        </Layout>
      </Provider>,
    );
  const main = () => screen.getByRole("main");
  const words = fs.readFileSync(path.join(root, "data/site.yaml"), "utf8").match(/^ {2}pageUpdated: (.+)$/m)?.[1];

  it("ends the main content with the day the page last changed, in Australian words, as a <time>", () => {
    expect(words).toBe("Updated");
    // 9:05 am on 14 November in Sydney, still the 13th in UTC.
    renderDated("2026-11-13T22:05:00Z");
    const line = main().lastElementChild;
    expect(line).toHaveTextContent(/^Updated 14 November 2026$/);
    const time = within(line as HTMLElement).getByText("14 November 2026");
    expect(time.tagName).toBe("TIME");
    expect(time).toHaveAttribute("datetime", "2026-11-14");
    // After the page's own content, inside <main>, before the footer.
    expect(main().firstElementChild).toContainElement(screen.getByText("Page body"));
  });

  it("writes the day without a leading zero (midnight in Sydney's winter is 2 pm UTC the day before)", () => {
    renderDated("2026-06-30T14:00:00Z");
    expect(main().lastElementChild).toHaveTextContent(/^Updated 1 July 2026$/);
    expect(main().querySelector("time")).toHaveAttribute("datetime", "2026-07-01");
  });

  it("shows a date an editor set (YYYY-MM-DD) as that day", () => {
    renderDated("2026-03-01");
    expect(main().lastElementChild).toHaveTextContent(/^Updated 1 March 2026$/);
    expect(main().querySelector("time")).toHaveAttribute("datetime", "2026-03-01");
  });

  it.each([[undefined], [null], [""], ["not a date"]])("shows no date at all for %p: never a guess", (updated) => {
    renderDated(updated);
    expect(main().querySelector("time")).toBeNull();
    expect(main()).not.toHaveTextContent("Updated");
    expect(main().lastElementChild).toContainElement(screen.getByText("Page body"));
  });
});
