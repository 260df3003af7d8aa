/**
 * The one HTML page a leads Function answers itself (the team's page is static/admin/leads/): what
 * a one-time sign-in link opens, rendered with React (`renderToStaticMarkup`), which escapes every
 * value it is given, so the token from the address can only ever be an attribute's text.
 */
import { renderToStaticMarkup } from "react-dom/server";

interface LinkPageProps {
  /** The one-time token from the link's address, posted back by the button. */
  token: string;
  /** Where the button posts (the Function's own path). */
  action: string;
}

const TITLE = "Sign in to the team's enquiries";

export function LinkPage({ token, action }: LinkPageProps) {
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="robots" content="noindex, nofollow" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{TITLE}</title>
      </head>
      <body>
        <main>
          <h1>{TITLE}</h1>
          <p>This one-time link signs in the browser that presses the button, once.</p>
          <form method="post" action={action}>
            <input type="hidden" name="token" value={token} />
            <button type="submit">Sign in</button>
          </form>
        </main>
      </body>
    </html>
  );
}

/** The page as a document: the doctype, then the component's markup. */
export function linkPageHtml(props: LinkPageProps): string {
  return `<!doctype html>${renderToStaticMarkup(<LinkPage {...props} />)}`;
}
