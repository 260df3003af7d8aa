/**
 * Gatsby's runtime for component tests: `graphql` tags are compiled away by Gatsby at build, and
 * useStaticQuery answers from the real data/, parsed as the build parses it (src/lib/project/static-query.ts),
 * or, inside a CMS preview, from the preview's own answers.
 */
import React, { useContext, type AnchorHTMLAttributes } from "react";
import { PreviewQuery } from "../../src/cms/preview-query";
import path from "node:path";
import { parseProject } from "../../src/lib/project/load";
import { staticQueryData } from "../../src/lib/project/static-query";

export const graphql = (): string => "";

const data = staticQueryData(parseProject(path.resolve(__dirname, "../.."), {}), "https://www.example.com.au");

/** Inside a CMS preview, its answers (the entry being edited in place); elsewhere the real data/'s. */
export function useStaticQuery(): unknown {
  return useContext(PreviewQuery) ?? data;
}

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to: string; activeClassName?: string };

export function Link({ to, activeClassName: _active, children, ...rest }: LinkProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
