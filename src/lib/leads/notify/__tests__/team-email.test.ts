import { INTERESTS } from "../../../../../tests/support/interests";
import { DEFAULT_FROM, DEFAULT_TO } from "../../../platform/email";
import { DEFAULT_SUBJECT, renderNotification } from "../team-email";
import type { ContactSubmission } from "../../../contact/schema";

const hostile: ContactSubmission = {
  firstName: `<script>alert("x")</script>`,
  lastName: "O'Brien & Sons",
  email: "ada@example.com.au",
  phone: "+61 2 9000 0000",
  website: "https://example.com.au/?a=1&b=<2>",
  service: "content-strategy",
  budget: "20k-plus",
  message: `Line one <b>bold</b>\nLine "two" & 'three'\n\n<img src=x onerror=alert(1)>`,
};

describe("renderNotification", () => {
  it("uses the fixed defaults and replies to the visitor", () => {
    const email = renderNotification(hostile, {}, INTERESTS);
    expect(email.from).toBe("Harbour AI SEO <website@harbouraiseo.com.au>");
    expect(email.to).toBe("hello@harbouraiseo.com.au");
    expect(email.subject).toBe("New enquiry from the website contact form");
    expect([DEFAULT_FROM, DEFAULT_TO, DEFAULT_SUBJECT]).toEqual([email.from, email.to, email.subject]);
    expect(email.reply_to).toBe("ada@example.com.au");
    expect(Object.keys(email).sort()).toEqual(["from", "html", "reply_to", "subject", "text", "to"]);
  });

  it("takes sender and recipient from the environment, ignoring blanks", () => {
    const email = renderNotification(
      hostile,
      { CONTACT_FROM: "Site <site@example.com>", CONTACT_TO: "team@example.com" },
      INTERESTS,
    );
    expect([email.from, email.to]).toEqual(["Site <site@example.com>", "team@example.com"]);
    expect(renderNotification(hostile, { CONTACT_FROM: " ", CONTACT_TO: "" }, INTERESTS).to).toBe(DEFAULT_TO);
  });

  it("escapes every value in the HTML and keeps the message's line breaks", () => {
    const { html } = renderNotification(hostile, {}, INTERESTS);
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Brien &amp; Sons");
    expect(html).toContain("https://example.com.au/?a=1&amp;b=&lt;2&gt;");
    expect(html).toContain(
      "Line one &lt;b&gt;bold&lt;/b&gt;<br>\nLine &quot;two&quot; &amp; &#39;three&#39;<br>\n<br>\n&lt;img src=x onerror=alert(1)&gt;",
    );
    expect(html).not.toMatch(/<script|<img|<b>/);
    // Option labels, not values; their "&" is escaped too.
    expect(html).toContain("Content Strategy &amp; Creation");
    expect(html).toContain("$20,000+ a month");
    expect(html).not.toContain("content-strategy");
  });

  it("writes a plain-text part with labels and the raw message", () => {
    expect(renderNotification(hostile, {}, INTERESTS).text).toBe(
      [
        "New enquiry from the website contact form",
        "",
        `Name: <script>alert("x")</script> O'Brien & Sons`,
        "Email: ada@example.com.au",
        "Phone: +61 2 9000 0000",
        "Website: https://example.com.au/?a=1&b=<2>",
        "Primary interest: Content Strategy & Creation",
        "Monthly budget: $20,000+ a month",
        "",
        "Message:",
        `Line one <b>bold</b>\nLine "two" & 'three'\n\n<img src=x onerror=alert(1)>`,
        "",
      ].join("\n"),
    );
  });

  it('says "Not provided" for absent optional fields', () => {
    const email = renderNotification(
      { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com.au", message: "Hi" },
      {},
      INTERESTS,
    );
    for (const label of ["Phone", "Website", "Primary interest", "Monthly budget"]) {
      expect(email.text).toContain(`${label}: Not provided`);
      expect(email.html).toMatch(new RegExp(`>${label}</th><td[^>]*><em>Not provided</em></td>`));
    }
  });
});
