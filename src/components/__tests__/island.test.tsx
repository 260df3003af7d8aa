/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import React, { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { render, screen } from "@testing-library/react";
import { HydrationMark, Island } from "../island";

describe("a static island", () => {
  it("keeps the server's HTML on first load without rendering its content, then renders normally after", async () => {
    let renders = 0;
    function Content() {
      renders += 1;
      return <p>Rendered by React</p>;
    }
    const container = document.createElement("div");
    container.innerHTML = '<div data-island="" style="display:contents"><p>Sent by the server</p></div>';
    document.body.append(container);
    const recoverable: unknown[] = [];

    await act(async () => {
      hydrateRoot(
        container,
        <>
          <Island>
            <Content />
          </Island>
          <HydrationMark />
        </>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });
    expect(container).toHaveTextContent("Sent by the server");
    expect(renders).toBe(0);
    expect(recoverable).toEqual([]);

    // A page reached afterwards by client-side navigation has no server HTML: its islands render.
    render(
      <Island>
        <Content />
      </Island>,
    );
    expect(screen.getByText("Rendered by React")).toBeInTheDocument();
    expect(renders).toBe(1);
  });
});
