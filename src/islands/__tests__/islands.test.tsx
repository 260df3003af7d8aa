/** @jest-environment jsdom */
import "@testing-library/jest-dom";
import React from "react";
import vm from "node:vm";
import { renderToString } from "react-dom/server";
import { act } from "@testing-library/react";
import { IslandRoot } from "../../components/ui/island-root";
import { hydrateIslands } from "../hydrate";
import { islandLoaderScript, islandSelector } from "../../components/ui/islands";

describe("islandLoaderScript", () => {
  it("adds the island's module only at the first pointer, touch or focus inside the island, once", () => {
    const added: Array<{ type: string; src: string }> = [];
    const listeners = new Map<string, (e: { target: unknown }) => void>();
    class Element {
      constructor(private readonly inIsland: boolean) {}
      closest(selector: string) {
        return selector === islandSelector("contact-form") && this.inIsland ? this : null;
      }
    }
    const document = {
      addEventListener: (type: string, fn: (e: { target: unknown }) => void) => listeners.set(type, fn),
      removeEventListener: (type: string) => listeners.delete(type),
      createElement: () => ({ type: "", src: "" }),
      head: { append: (el: { type: string; src: string }) => added.push(el) },
    };
    // The loader's text run as a page runs it, with this document.
    vm.runInNewContext(islandLoaderScript("contact-form", "/_islands/contact-form-abc.js"), { document, Element });
    expect([...listeners.keys()].sort()).toEqual(["focusin", "pointerover", "touchstart"]);
    listeners.get("pointerover")?.({ target: new Element(false) });
    expect(added).toEqual([]);
    listeners.get("focusin")?.({ target: new Element(true) });
    expect(added).toEqual([{ type: "module", src: "/_islands/contact-form-abc.js" }]);
    expect(listeners.size).toBe(0);
  });
});

function Greeting({ name, onClick }: { name: string; onClick?: () => void }) {
  return (
    <form>
      <label htmlFor="name">Name for {name}</label>
      <input id="name" name="name" defaultValue="" />
      <select name="size" defaultValue="">
        <option value="">Choose</option>
        <option value="large">Large</option>
      </select>
      <button type="button" onClick={onClick}>
        Go
      </button>
    </form>
  );
}

describe("an island", () => {
  it("ships its props beside its element, and its loader, in the server's HTML; no value can close the script", () => {
    const html = renderToString(
      <IslandRoot name="contact-form" props={{ name: "</script><b>" }}>
        <Greeting name="</script><b>" />
      </IslandRoot>,
    );
    document.body.innerHTML = html;
    const root = document.querySelector(islandSelector("contact-form"));
    expect(root?.querySelector("form")).not.toBeNull();
    const [props, loader] = Array.from(document.querySelectorAll("script"));
    expect(props?.getAttribute("type")).toBe("application/json");
    expect(JSON.parse(props?.textContent ?? "")).toEqual({ name: "</script><b>" });
    expect(loader?.textContent).toContain("/_islands/contact-form-TEST.js");
  });

  it("hydrates its element alone with the props the server wrote, keeping what was typed, chosen and focused", async () => {
    const clicks: string[] = [];
    const html = renderToString(
      <IslandRoot name="contact-form" props={{ name: "Ada" }}>
        <Greeting name="Ada" />
      </IslandRoot>,
    );
    document.body.innerHTML = `<p id="outside">Static</p>${html}`;
    const input = document.querySelector<HTMLInputElement>("input[name=name]");
    const select = document.querySelector<HTMLSelectElement>("select[name=size]");
    if (!input || !select) throw new Error("no fields");
    input.value = "typed before the code arrived";
    select.value = "large";
    input.focus();
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const greet = (props: { name: string }) => <Greeting {...props} onClick={() => clicks.push(props.name)} />;
    // eslint-disable-next-line @typescript-eslint/require-await -- act's async form (react.dev, act) also flushes what hydration schedules after the callback
    await act(async () => hydrateIslands("contact-form", (props) => greet(props as { name: string })));
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(input.value).toBe("typed before the code arrived");
    expect(select.value).toBe("large");
    expect(document.activeElement).toBe(input);
    act(() => document.querySelector("button")?.click());
    expect(clicks).toEqual(["Ada"]);
    expect(document.getElementById("outside")).toHaveTextContent("Static");
  });
});
