import React, { createContext, useContext, type ReactNode } from "react";
import { chakra, type HTMLChakraProps } from "@chakra-ui/react/styled-system";
import { normalisePath, toHref } from "../../lib/content/pages";

/** The path of the page being rendered, so links to it are marked as the current page. */
export const CurrentPath = createContext<string | null>(null);

type Props = Omit<HTMLChakraProps<"a">, "href"> & { to: string; children: ReactNode };

/**
 * A link to a page of this site or to an anchor on this page. A plain anchor: every page is
 * prebuilt HTML and loads whole (docs/architecture.md, How a page loads).
 */
export function SiteLink({ to, children, ...rest }: Props) {
  const current = useContext(CurrentPath);
  const isCurrent =
    current !== null && !to.startsWith("#") && normalisePath(to.split("#")[0] ?? to) === normalisePath(current);
  return (
    <chakra.a href={toHref(to)} aria-current={isCurrent ? "page" : undefined} {...rest}>
      {children}
    </chakra.a>
  );
}
