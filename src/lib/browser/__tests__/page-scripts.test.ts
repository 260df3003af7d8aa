import { notFoundLogScript } from "../page-scripts";

describe("notFoundLogScript", () => {
  it("logs the message and the attempted path, and no message can close its script", () => {
    expect(notFoundLogScript("Not found </script><script>alert(1)")).toBe(
      'console.warn("Not found \\u003c/script>\\u003cscript>alert(1)",location.pathname)',
    );
  });
});
