/**
 * The Functions' cookies: always HttpOnly; over https `__Host-` prefixed, so the browser refuses
 * one unless it is Secure, host-only and Path=/ (a sibling subdomain cannot plant it), and over
 * plain http (`npm run serve`) under the unprefixed name, on the path given.
 */
import { parse, serialize } from "cookie";
import { header, type HttpRequest } from "./result";

export interface CookieOptions {
  https: boolean;
  sameSite: "lax" | "strict";
  /** Its path over plain http; over https it is always `/`. */
  path: string;
  /** Seconds; 0 clears it. */
  maxAge: number;
}

/** The name a cookie goes by: `__Host-` prefixed over https. */
export const cookieName = (name: string, https: boolean): string => (https ? `__Host-${name}` : name);

/** A Set-Cookie value. */
export function setCookie(name: string, value: string, { https, sameSite, path, maxAge }: CookieOptions): string {
  return https
    ? serialize(cookieName(name, true), value, { httpOnly: true, secure: true, sameSite, path: "/", maxAge })
    : serialize(name, value, { httpOnly: true, sameSite, path, maxAge });
}

/** A cookie the request carries under the name it goes by; an empty one is none. Over https the unprefixed name does not stand in for it. */
export function readCookie(request: Pick<HttpRequest, "headers">, name: string, https: boolean): string | undefined {
  return parse(header(request, "cookie") ?? "")[cookieName(name, https)] || undefined;
}
