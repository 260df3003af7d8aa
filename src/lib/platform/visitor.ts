/**
 * The visitor's address, for the rate limits (the contact form's and the site check's): never a
 * header the visitor can write. On Netlify the edge sets `x-nf-client-connection-ip` to the
 * address it saw (replacing any the visitor sent), while `x-forwarded-for` ends in Netlify's own
 * proxy, which would put every visitor in one bucket. Under `npm run serve` the socket's peer is
 * the visitor; `x-forwarded-for` is never read.
 */
import type { IncomingHttpHeaders } from "node:http";
import type { Socket } from "node:net";

/** What a Function's request offers for this: gatsby-adapter-netlify's Lambda handler adds `netlifyFunctionParams`. */
export interface VisitorRequest {
  headers: IncomingHttpHeaders;
  netlifyFunctionParams?: unknown;
  /** Absent on Netlify: the adapter makes the request from a Lambda event, with no connection behind it. */
  socket?: Pick<Socket, "remoteAddress">;
}

export function visitorAddress(req: VisitorRequest): string | undefined {
  if (req.netlifyFunctionParams !== undefined) {
    // The adapter joins repeated headers with commas; should a visitor's copy ever survive the
    // edge, the edge's own value is the last one.
    const value = req.headers["x-nf-client-connection-ip"];
    const address = (Array.isArray(value) ? value.join(",") : (value ?? "")).split(",").pop()?.trim();
    if (address) return address;
  }
  return req.socket?.remoteAddress;
}
