import React from "react";
import { chakra, useRecipe } from "@chakra-ui/react/styled-system";
import { ArrowRight, ExternalLink } from "./lucide";
import { useSite } from "../../hooks/use-site";
import { buttonRecipe } from "./button-styles";
import { SiteLink } from "./site-link";

export interface Action {
  readonly label: string;
  readonly to: string | null;
  readonly external: string | null;
  readonly variant: string | null;
}

/** How a list of actions is drawn: buttons (heroes, closing calls) or text links (inside sections). */
export type ActionStyle = "buttons" | "links";

const textLink = {
  display: "inline-flex",
  alignItems: "center",
  gap: "1.5",
  minH: "11",
  fontWeight: "semibold",
  color: "accent",
  textDecoration: "underline",
  textUnderlineOffset: "0.25em",
  textDecorationThickness: "1px",
  _hover: { textDecorationThickness: "2px" },
} as const;

/** A call to action: a page of this site, or a named external tool opened in a new tab. */
function ActionLink({ action, css, kind }: { action: Action; css: object; kind?: "primary" | "secondary" }) {
  const site = useSite();
  if (action.external) {
    const url = site.externalLinks.find((l) => l.name === action.external)?.url;
    if (!url) return null;
    return (
      <chakra.a href={url} target="_blank" rel="noopener noreferrer" css={css} data-action={kind}>
        {action.label}
        <ExternalLink aria-hidden="true" size={16} />
        <chakra.span srOnly>{site.ui.newTab}</chakra.span>
      </chakra.a>
    );
  }
  return (
    <SiteLink to={action.to ?? "/"} css={css} data-action={kind}>
      {action.label}
    </SiteLink>
  );
}

/**
 * A section's calls to action. As buttons, the first (or any marked primary) is the one primary
 * style, the others ghost buttons; as links, every one is a text link with an arrow, except one
 * an editor marked primary.
 */
export function ActionList({
  actions,
  inverted = false,
  style = "buttons",
  person,
  mainOnlyOnPhones = false,
}: {
  actions: ReadonlyArray<Action> | null;
  inverted?: boolean;
  style?: ActionStyle;
  /** Under 768 px, the main button alone (a service page's closing panel, over the phones' bar with the same two). */
  mainOnlyOnPhones?: boolean;
  /** In place of the next step's line, the reply promise with the person behind it (the offer's card). */
  person?: React.ReactNode;
}) {
  const recipe = useRecipe({ recipe: buttonRecipe });
  const site = useSite();
  if (!actions?.length) return null;
  const button = (primary: boolean) =>
    recipe({ variant: primary ? "primary" : inverted ? "secondaryOnDark" : "secondary" });
  const main = actions.find((action, i) => action.variant === "primary" || (action.variant === null && i === 0));
  // Under a main button to the contact form, one line says what happens next and when (site.yaml ui.nextStep).
  const nextStep = style === "buttons" && main !== undefined && leadsToContact(main);
  return (
    <>
      <ActionRow style={style} mainOnlyOnPhones={mainOnlyOnPhones}>
        {actions.map((action, i) => renderAction(action, i, style, inverted, button))}
      </ActionRow>
      {nextStep && person ? (
        <chakra.div mt="4">{person}</chakra.div>
      ) : nextStep ? (
        <chakra.p
          mt="3"
          fontSize="sm"
          color={inverted ? "fg.invertedMuted" : "fg.muted"}
          maxW="prose"
          data-next-step=""
        >
          {site.ui.nextStep}
        </chakra.p>
      ) : null}
    </>
  );
}

/** Whether an action opens the contact form: the contact page, or its form's anchor on that page. */
const leadsToContact = (action: Action) => action.to !== null && /^(\/contact\/?(#.*)?|#contact-form)$/.test(action.to);

function ActionRow({
  style,
  mainOnlyOnPhones,
  children,
}: {
  style: ActionStyle;
  mainOnlyOnPhones: boolean;
  children: React.ReactNode;
}) {
  return (
    <chakra.div
      display="flex"
      flexWrap="wrap"
      gap={style === "links" ? "6" : "3"}
      mt={{ base: "6", md: "8" }}
      alignItems="center"
      css={{
        "@media (max-width: 29.99em)": style === "buttons" ? { "& > a": { width: "full" } } : {},
        "@media (max-width: 47.99em)": mainOnlyOnPhones ? { "& > [data-action=secondary]": { display: "none" } } : {},
      }}
    >
      {children}
    </chakra.div>
  );
}

function renderAction(
  action: Action,
  i: number,
  style: ActionStyle,
  inverted: boolean,
  button: (primary: boolean) => object,
) {
  const primary = action.variant === "primary" || (action.variant === null && i === 0);
  if (style === "links" && action.variant !== "primary") {
    return (
      <chakra.span
        key={action.label}
        display="inline-flex"
        alignItems="center"
        gap="1.5"
        color={inverted ? "accent.onDark" : "accent"}
      >
        <ActionLink action={action} css={{ ...textLink, color: "inherit" }} />
        <ArrowRight aria-hidden="true" size={16} />
      </chakra.span>
    );
  }
  return (
    <ActionLink key={action.label} action={action} css={button(primary)} kind={primary ? "primary" : "secondary"} />
  );
}
