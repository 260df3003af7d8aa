import React, { useLayoutEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { ISLAND_PROPS_ATTRIBUTE, islandSelector, type IslandName } from "../components/ui/islands";

/** What a visitor has typed into a form, by field name, and where their focus is. */
interface FormState {
  values: Array<[string, string]>;
  focused: string | null;
}

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function readForms(root: HTMLElement): FormState {
  const values = Array.from(
    root.querySelectorAll<Field>("input[name], textarea[name], select[name]"),
    (field): [string, string] => [field.name, field.value],
  );
  const active = root.ownerDocument.activeElement;
  const focused =
    active && root.contains(active) && "name" in active && typeof active.name === "string" ? active.name : null;
  return { values, focused };
}

function writeForms(root: HTMLElement, state: FormState): void {
  for (const [name, value] of state.values) {
    const field = root.querySelector<Field>(`[name="${CSS.escape(name)}"]`);
    if (field && value !== "" && field.value !== value) field.value = value;
  }
  const focused = state.focused ? root.querySelector<HTMLElement>(`[name="${CSS.escape(state.focused)}"]`) : null;
  if (focused && root.ownerDocument.activeElement !== focused) focused.focus();
}

/** Puts back, once hydrated, anything React's first render reset (a select's chosen option). */
function Carried({ root, state, children }: { root: HTMLElement; state: FormState; children: ReactNode }) {
  useLayoutEffect(() => writeForms(root, state), [root, state]);
  return <>{children}</>;
}

/**
 * Hydrates every island named `name` on the page with `render(props)`, its props read from the
 * JSON block the server wrote beside it (what IslandRoot was given, so the entry module states
 * their type). What the visitor typed while the module loaded, and where their focus was, stay as
 * they were.
 */
export function hydrateIslands(name: IslandName, render: (props: unknown) => ReactNode): void {
  document.querySelectorAll<HTMLElement>(islandSelector(name)).forEach((root) => {
    const block = root.nextElementSibling;
    if (!(block instanceof HTMLScriptElement) || block.getAttribute(ISLAND_PROPS_ATTRIBUTE) !== name) {
      throw new Error(`The ${name} island has no props beside it`);
    }
    const props: unknown = JSON.parse(block.textContent);
    const state = readForms(root);
    hydrateRoot(
      root,
      <Carried root={root} state={state}>
        {render(props)}
      </Carried>,
    );
  });
}
