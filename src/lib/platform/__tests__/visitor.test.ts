import { visitorAddress } from "../visitor";

describe("the visitor's address (the contact form's and the site check's rate limits)", () => {
  it("takes Netlify's edge header on Netlify, the last value when a visitor sent one too", () => {
    const req = {
      netlifyFunctionParams: {},
      headers: { "x-nf-client-connection-ip": "203.0.113.9, 198.51.100.7", "x-forwarded-for": "192.0.2.1" },
    };
    expect(visitorAddress(req)).toBe("198.51.100.7");
  });

  it("never reads a header the visitor writes off Netlify: the socket's peer is the visitor", () => {
    const req = {
      headers: { "x-nf-client-connection-ip": "203.0.113.9", "x-forwarded-for": "192.0.2.1" },
      socket: { remoteAddress: "127.0.0.1" },
    };
    expect(visitorAddress(req)).toBe("127.0.0.1");
  });

  it("is unknown rather than guessed when neither is there", () => {
    expect(visitorAddress({ netlifyFunctionParams: {}, headers: {} })).toBeUndefined();
  });
});
