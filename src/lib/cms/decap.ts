import type { BackendRegistration } from "./workflow-guard";

/**
 * The slice of Decap CMS's browser API the admin bundle uses. Decap hands entries over as its own
 * Immutable.js collections; these interfaces name only the methods called on them.
 */

/** An Immutable.js Map or List, as Decap's entries are made of. */
export interface DecapCollection {
  get(key: string | number): unknown;
  map(mapper: (value: unknown) => unknown): DecapCollection;
  filter(predicate: (value: unknown) => boolean): DecapCollection;
  toJS(): unknown;
  readonly size: number;
}

export function isDecapCollection(value: unknown): value is DecapCollection {
  return value !== null && typeof value === "object" && typeof (value as { toJS?: unknown }).toJS === "function";
}

function isDecapList(value: DecapCollection): boolean {
  return typeof (value as { push?: unknown }).push === "function";
}

function isEmpty(value: unknown, nested: boolean): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  return nested && isDecapCollection(value) && isDecapList(value) && value.size === 0;
}

/**
 * Decap saves a cleared optional field as "" and an emptied optional list as [], which the build
 * refuses: in data/ an optional field is left out, never empty. So they are dropped before each
 * save. Lists directly on the file stay, even empty: redirects, figures and externalLinks may be
 * empty but must be there.
 */
export function dropEmptyFields(value: unknown, nested = false): unknown {
  if (!isDecapCollection(value)) return value;
  const cleaned = value.map((item) => dropEmptyFields(item, true));
  return isDecapList(value) ? cleaned : cleaned.filter((item) => !isEmpty(item, nested));
}

/** What Decap passes a preview template (the entry being edited, as the editor types). */
export interface PreviewProps {
  entry: DecapCollection;
  collection: DecapCollection;
  /** A media file's address in the preview (an upload not yet saved, or one in the repository): its toString(). */
  getAsset?: (path: string) => { toString(): string } | undefined;
}

/** The event a "preSave" listener receives; it returns the data to save, or throws to refuse. */
export interface PreSaveEvent {
  entry: DecapCollection;
}

/** A component class made with Decap's own React (its global `createClass`). */
export type DecapComponent = object;

export interface ComponentSpec {
  componentDidMount(this: PreviewInstance): void;
  componentDidUpdate(this: PreviewInstance): void;
  componentWillUnmount(this: PreviewInstance): void;
  render(this: PreviewInstance): unknown;
}

export interface PreviewInstance {
  props: PreviewProps;
  /** Set by the rendered element's ref; where the preview's own React root lives. */
  container?: HTMLElement | null;
  /** Renders the preview again with the current props. */
  update?: () => void;
  unmount?: () => void;
}

export interface DecapCms {
  /** A registered backend (Decap's registry keeps it as `{ init }`), by name: "github", or "proxy" locally. */
  getBackend(name: string): BackendRegistration | undefined;
  registerPreviewTemplate(collectionOrFile: string, component: DecapComponent): void;
  /** A stylesheet Decap links into the preview frame. */
  registerPreviewStyle(href: string): void;
  registerEventListener(listener: { name: "preSave"; handler: (event: PreSaveEvent) => unknown }): void;
}

export interface DecapGlobals {
  CMS: DecapCms;
  createClass(spec: ComponentSpec): DecapComponent;
  h(type: string, props: Record<string, unknown> | null, ...children: unknown[]): unknown;
}
