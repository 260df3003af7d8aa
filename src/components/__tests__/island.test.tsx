/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import React, { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { render, screen } from "@testing-library/react";
import { HydratingServerHtml, Island } from "../island";

let renders = 0;
function Content() {
  renders += 1;
  return <p>Rendered by React</p>;
}
beforeEach(() => {
  renders = 0;
});

describe("a static island", () => {
  it("keeps the server's HTML when React hydrates the page, without rendering its content", async () => {
    const container = document.createElement("div");
    container.innerHTML = '<div data-island="" style="display:contents"><p>Sent by the server</p></div>';
    document.body.append(container);
    const recoverable: unknown[] = [];

    await act(async () => {
      hydrateRoot(
        container,
        <HydratingServerHtml.Provider value={true}>
          <Island>
            <Content />
          </Island>
        </HydratingServerHtml.Provider>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    expect(container).toHaveTextContent("Sent by the server");
    expect(renders).toBe(0);
    expect(recoverable).toEqual([]);
  });

  it("renders its content where there is no server HTML to keep (the HTML build, the CMS preview)", () => {
    render(
      <Island>
        <Content />
      </Island>,
    );
    expect(screen.getByText("Rendered by React")).toBeInTheDocument();
    expect(renders).toBe(1);
  });
});
