/**
 * On phones, the slim bar with the page's main action (components/layout/action-bar.tsx) shows
 * once the page's first section (its hero, with its own buttons) has scrolled away, and hides
 * again over the footer, which has the same links. Part of the script every page carries inline,
 * so kept to a few lines; without JavaScript the bar stays hidden and nothing is lost.
 */
export function watchActionBar(doc: Document): void {
  const bar = doc.querySelector("[data-action-bar]");
  // A page may name its own first screen (a report's summary); else its first section.
  const hero = doc.querySelector("[data-bar-hero]") ?? doc.querySelector("main > :first-child");
  const footer = doc.querySelector("footer");
  if (!bar || !hero || !footer || !("IntersectionObserver" in window)) return;
  const seen = new Map<Element, boolean>([
    [hero, true],
    [footer, false],
  ]);
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) seen.set(entry.target, entry.isIntersecting);
    bar.toggleAttribute("data-shown", !seen.get(hero) && !seen.get(footer));
  });
  observer.observe(hero);
  observer.observe(footer);
}
