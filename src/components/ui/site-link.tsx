import React, { type ReactNode } from "react";
import { Link as GatsbyLink } from "gatsby";
import { chakra, type HTMLChakraProps } from "@chakra-ui/react/styled-system";
import { toHref } from "../../lib/content/pages";

const ChakraGatsbyLink = chakra(GatsbyLink);

type Props = Omit<HTMLChakraProps<"a">, "href"> & { to: string; children: ReactNode };

/**
 * A link to a page of this site (client-side navigation, prefetching) or to an anchor on the
 * current page (a plain anchor, so the browser scrolls to it).
 */
export function SiteLink({ to, children, ...rest }: Props) {
  if (to.startsWith("#")) {
    return (
      <chakra.a href={to} {...rest}>
        {children}
      </chakra.a>
    );
  }
  return (
    <ChakraGatsbyLink to={toHref(to)} {...rest}>
      {children}
    </ChakraGatsbyLink>
  );
}
