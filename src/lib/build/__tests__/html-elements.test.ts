import { contentOf, htmlElements, splice } from "../html-elements";

describe("a built page's elements with their offsets", () => {
  const html =
    '<html><head><meta charset="utf-8"><script>if (a < b) x("</p>")</script></head><body><p class=a id="b">One<p>Two</body></html>';
  const elements = htmlElements(html);
  const find = (name: string, index = 0) => elements.filter((e) => e.name === name)[index];
  const content = (name: string, index = 0) => {
    const element = find(name, index);
    return element && contentOf(html, element);
  };

  it("gives each element's content, attributes and their spans exactly as written", () => {
    expect(content("script")).toBe('if (a < b) x("</p>")');
    const p = find("p");
    expect(p?.attributes).toEqual({ class: "a", id: "b" });
    expect(
      p && [html.slice(p.start, p.startTagEnd), ...Object.values(p.attributeSpans).map(([s, e]) => html.slice(s, e))],
    ).toEqual(['<p class=a id="b">', "class=a", 'id="b"']);
  });

  it("ends an element whose end tag is implied where the next tag starts, and a void element with its start tag", () => {
    expect(content("p", 0)).toBe("One");
    expect(content("p", 1)).toBe("Two");
    const meta = find("meta");
    expect(meta && html.slice(meta.start, meta.end)).toBe('<meta charset="utf-8">');
    const body = find("body");
    expect(body && html.slice(body.start, body.end)).toBe('<body><p class=a id="b">One<p>Two</body>');
  });

  it("splices edits at offsets, whatever order they come in", () => {
    expect(
      splice("abcdef", [
        { start: 4, end: 5, text: "E" },
        { start: 0, end: 0, text: ">" },
        { start: 1, end: 3, text: "" },
      ]),
    ).toBe(">adEf");
  });
});
