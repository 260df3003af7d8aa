import { withCheckFields } from "../check-fields";

describe("the AI search check's fields from the Referer (a form sent without JavaScript)", () => {
  const fields = { firstName: "Ada", message: "Hi" };

  it("adds the address and score the report linked with", () => {
    expect(
      withCheckFields(
        fields,
        "https://www.harbouraiseo.com.au/contact/?checkedUrl=https%3A%2F%2Fexample.com.au%2F&checkScore=72",
      ),
    ).toEqual({
      ...fields,
      checkedUrl: "https://example.com.au/",
      checkScore: "72",
    });
  });

  it("keeps what the form sent itself, and anything without a Referer query as it was", () => {
    const sent = { ...fields, checkedUrl: "https://mine.example.com/" };
    expect(
      withCheckFields(
        sent,
        "https://www.harbouraiseo.com.au/contact/?checkedUrl=https%3A%2F%2Fother.example.com%2F&checkScore=10",
      ),
    ).toBe(sent);
    expect(withCheckFields(fields, "https://www.harbouraiseo.com.au/contact/")).toBe(fields);
    expect(withCheckFields(fields, undefined)).toBe(fields);
    expect(withCheckFields(fields, "not a url")).toBe(fields);
    expect(withCheckFields("raw", "https://x.example/?checkedUrl=a")).toBe("raw");
  });
});
