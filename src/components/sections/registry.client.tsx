/**
 * The section registry in the browser bundle, which only pages with an interactive section load.
 * The browser renders no static section itself (each keeps the server's HTML in its island), so
 * their code is not here; an interactive section's code is fetched when the visitor reaches for
 * it. The HTML build uses registry.server instead (gatsby-node.ts swaps the two).
 */
import React from "react";
import type { InteractiveSectionType, SectionType } from "../../lib/content/vocabulary";
import type { SectionComponent, SectionData } from ".";
import { InteractiveIsland } from "../island";

const loaders: Record<InteractiveSectionType, () => Promise<SectionComponent>> = {
  contactForm: () => import("./contact-form").then((m) => m.ContactForm),
};

/** A static section: nothing to render, its island keeps the server's HTML. */
export function StaticSection(_props: { type: SectionType; section: SectionData }) {
  return null;
}

/** An interactive section: the server's HTML until the visitor reaches for it, then the component. */
export function Interactive({ type, section }: { type: InteractiveSectionType; section: SectionData }) {
  return <InteractiveIsland load={loaders[type]} props={{ section }} />;
}
