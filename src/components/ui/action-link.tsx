import React from "react";
import { chakra, useRecipe } from "@chakra-ui/react/styled-system";
import { ExternalLink } from "lucide-react";
import { useSite } from "../../hooks/use-site";
import { buttonRecipe } from "./button-styles";
import { SiteLink } from "./site-link";

export interface Action {
  readonly label: string;
  readonly to: string | null;
  readonly external: string | null;
  readonly variant: string | null;
}

type Variant = "primary" | "secondary" | "inverted";
const asVariant = (v: string | null, fallback: Variant): Variant =>
  v === "primary" || v === "secondary" || v === "inverted" ? v : fallback;

/** A call to action: a page of this site, or a named external tool opened in a new tab. */
export function ActionLink({ action, fallback = "primary" }: { action: Action; fallback?: Variant }) {
  const site = useSite();
  const recipe = useRecipe({ recipe: buttonRecipe });
  const styles = recipe({ variant: asVariant(action.variant, fallback) });
  if (action.external) {
    const url = site.externalLinks.find((l) => l.name === action.external)?.url;
    if (!url) return null;
    return (
      <chakra.a href={url} target="_blank" rel="noopener noreferrer" css={styles}>
        {action.label}
        <ExternalLink aria-hidden="true" size={16} />
        <chakra.span srOnly>{site.ui.newTab}</chakra.span>
      </chakra.a>
    );
  }
  return (
    <SiteLink to={action.to ?? "/"} css={styles}>
      {action.label}
    </SiteLink>
  );
}

export function ActionList({ actions, inverted = false }: { actions: ReadonlyArray<Action> | null; inverted?: boolean }) {
  if (!actions?.length) return null;
  return (
    <chakra.div display="flex" flexWrap="wrap" gap="3" mt="6">
      {actions.map((action, i) => (
        <ActionLink
          key={action.label}
          action={action}
          fallback={inverted ? (i === 0 ? "inverted" : "secondary") : i === 0 ? "primary" : "secondary"}
        />
      ))}
    </chakra.div>
  );
}
