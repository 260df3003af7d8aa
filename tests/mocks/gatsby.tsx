/**
 * Gatsby's runtime for component tests: `graphql` tags are compiled away by Gatsby at build, and
 * useStaticQuery reads the real data/site.yaml (with figures filled in) so tests see real copy.
 */
import React, { type AnchorHTMLAttributes } from "react";
import path from "node:path";
import { loadProject, readYaml } from "../../src/lib/content/load";
import { interestSources } from "../../src/lib/contact/interests-from-content";

export const graphql = (): string => "";

const root = path.resolve(__dirname, "../..");
const site = readYaml(root, path.join("data", "site.yaml")).file.data as Record<string, unknown>;
const services = interestSources(loadProject(root).content);
const authors = readYaml(root, path.join("data", "authors.yaml")).file.data;

export function useStaticQuery(): unknown {
  return { siteYaml: site, site: { siteMetadata: { siteUrl: "https://www.example.com.au" } }, allServiceYaml: { nodes: services }, authorsYaml: authors };
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; activeClassName?: string };

export function Link({ to, activeClassName: _active, ...rest }: LinkProps) {
  return <a href={to} {...rest} />;
}
