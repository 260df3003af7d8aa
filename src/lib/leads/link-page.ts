/**
 * The one HTML page a leads Function answers itself (the team's page is static/admin/leads/): what
 * a one-time sign-in link opens, rendered with React (`renderToStaticMarkup`), which escapes every
 * value it is given, so the token from the address can only ever be an attribute's text. Written
 * with `createElement` rather than JSX: Gatsby compiles a Function's modules as `.ts` only.
 */
import { createElement as h, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";

interface LinkPageProps {
  /** The one-time token from the link's address, posted back by the button. */
  token: string;
  /** Where the button posts (the Function's own path). */
  action: string;
}

const TITLE = "Sign in to the team's enquiries";

export function LinkPage({ token, action }: LinkPageProps): ReactElement {
  return h(
    "html",
    { lang: "en-AU" },
    h(
      "head",
      null,
      h("meta", { charSet: "utf-8" }),
      h("meta", { name: "robots", content: "noindex, nofollow" }),
      h("meta", { name: "viewport", content: "width=device-width, initial-scale=1" }),
      h("title", null, TITLE),
    ),
    h(
      "body",
      null,
      h(
        "main",
        null,
        h("h1", null, TITLE),
        h("p", null, "This one-time link signs in the browser that presses the button, once."),
        h(
          "form",
          { method: "post", action },
          h("input", { type: "hidden", name: "token", value: token }),
          h("button", { type: "submit" }, "Sign in"),
        ),
      ),
    ),
  );
}

/** The page as a document: the doctype, then the component's markup. */
export function linkPageHtml(props: LinkPageProps): string {
  return `<!doctype html>${renderToStaticMarkup(h(LinkPage, props))}`;
}
