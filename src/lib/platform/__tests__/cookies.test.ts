import { readCookie, setCookie } from "../cookies";

describe("cookies", () => {
  it("are __Host- prefixed, Secure and on / over https, and plain on their own path over http", () => {
    expect(setCookie("state", "s1", { https: true, sameSite: "lax", path: "/api/cms", maxAge: 600 })).toBe(
      "__Host-state=s1; Max-Age=600; Path=/; HttpOnly; Secure; SameSite=Lax",
    );
    expect(setCookie("state", "s1", { https: false, sameSite: "strict", path: "/api/cms", maxAge: 0 })).toBe(
      "state=s1; Max-Age=0; Path=/api/cms; HttpOnly; SameSite=Strict",
    );
  });

  it("are read under the name they go by: over https the plain name does not stand in for the prefixed one", () => {
    const request = { headers: { cookie: "state=plain; __Host-state=prefixed; empty=" } };
    expect(readCookie(request, "state", true)).toBe("prefixed");
    expect(readCookie(request, "state", false)).toBe("plain");
    expect(readCookie({ headers: { cookie: "state=plain" } }, "state", true)).toBeUndefined();
    expect(readCookie(request, "empty", false)).toBeUndefined();
    expect(readCookie({ headers: {} }, "state", false)).toBeUndefined();
  });
});
