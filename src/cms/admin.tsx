/**
 * The site's additions to Decap CMS at /admin/, loaded after Decap's own bundle (see
 * static/admin/index.html; built by src/lib/cms/admin-bundle.ts):
 *
 * - preview templates for every page and service, rendered by the site's own components with
 *   their own React 19 (Decap brings its own React, so the preview mounts a separate root in the
 *   preview frame, with Chakra's styles written into that frame);
 * - before each save, empty optional fields are dropped and the entry is checked as the build
 *   checks it: a save the build would refuse is refused, with the field and the fix;
 * - the editorial workflow's guard (src/lib/cms/workflow-guard.ts): no upload from the Media page
 *   straight to the live site, no merge around a refused pull request, and a failed publish said
 *   in words an editor can act on.
 */
import React from "react";
import { createRoot, type Root } from "react-dom/client";
import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { PreviewMessage, PreviewPage } from "./preview";
import {
  describeProblems,
  previewOf,
  previewQuery,
  saveProblems,
  SNAPSHOT_PATH,
  type ContentSnapshot,
} from "./preview-data";
import {
  type DecapCollection,
  type DecapGlobals,
  dropEmptyFields,
  guardBackend,
  isDecapCollection,
  type PreviewProps,
} from "../lib/cms/client";
import { STATIC_PAGES } from "../lib/content/static-pages";
import type { ContentFile } from "../lib/content/problems";
import type { MarkdownFile } from "../lib/content/files";
import type { FileKind, ImageResolver } from "../lib/project/client";
import { ArticlePreviewPage, CaseStudyPreviewPage, PeoplePreviewPage } from "./preview";
import { articlePreview, caseStudyPreview, peoplePreview } from "./preview-data";
import { exportPathOf } from "../lib/case-studies/client";
import { readingMinutes } from "../lib/insights/client";
// A draft's Markdown, sanitised: a contributor's draft runs nothing in a reviewer's CMS.
import { previewMarkdownToHtml } from "./preview-html";
import { FONT_FACES_CSS, FONTS_DIR } from "../components/ui/fonts";

const decap = window as unknown as Window & DecapGlobals;

// Before Decap has read config.yml, so every backend it makes is guarded: "github" on the live
// site, "proxy" when config.yml's local_backend finds decap-server (npm run cms).
for (const name of ["github", "proxy"]) guardBackend(decap.CMS.getBackend(name));

const KINDS: Record<string, FileKind> = {
  settings: "site",
  pages: "page",
  services: "service",
  insights: "article",
  "case-studies": "caseStudy",
  "site-check": "siteCheck",
};
/** The files of the Team and clients collection. */
const PEOPLE: Record<string, FileKind> = { "data/authors.yaml": "authors", "data/clients.yaml": "clients" };

/**
 * The entry as a file in data/: its kind, its path (a new service's comes from its slug, a new
 * article's from Decap's slug) and its data; an article's body is kept apart from its front matter.
 */
function entryFile(entry: DecapCollection, data: unknown): { kind: FileKind; file: ContentFile | MarkdownFile } | null {
  const collection = String(entry.get("collection"));
  const stored = entry.get("path");
  const kind = collection === "people" && typeof stored === "string" ? PEOPLE[stored] : KINDS[collection];
  if (!kind) return null;
  if (kind === "article" || kind === "caseStudy") {
    const { body, ...frontMatter } = data && typeof data === "object" ? (data as Record<string, unknown>) : {};
    const folder = kind === "article" ? "data/insights" : "data/case-studies";
    const slug = entry.get("slug");
    const file =
      typeof stored === "string" && stored !== "" ? stored : `${folder}/${typeof slug === "string" ? slug : "new"}.md`;
    return { kind, file: { file, data: frontMatter, body: typeof body === "string" ? body : "" } };
  }
  const slug = data && typeof data === "object" && "slug" in data ? String(data.slug) : "";
  const file = typeof stored === "string" && stored !== "" ? stored : `data/services/${slug}.yaml`;
  return { kind, file: { file, data } };
}

/**
 * The entry's data as it will be saved: Decap keeps a cleared optional field as "", which the
 * save drops (dropEmptyFields), so the preview checks and shows the same data the save writes.
 */
function savedData(entry: DecapCollection): { cleaned: unknown; data: unknown } {
  const cleaned = dropEmptyFields(entry.get("data"));
  return { cleaned, data: isDecapCollection(cleaned) ? cleaned.toJS() : {} };
}

/** The rest of data/, as the build last saw it (or as it is on disk, under `npm run cms`). */
let snapshot: ContentSnapshot | null = null;
let snapshotError: string | null = null;
const listeners = new Set<() => void>();
void fetch(SNAPSHOT_PATH, { cache: "no-store" })
  .then((response) => {
    if (!response.ok) throw new Error(`${SNAPSHOT_PATH} answered ${response.status}`);
    return response.json() as Promise<ContentSnapshot>;
  })
  .then((loaded) => {
    snapshot = loaded;
  })
  .catch((error: unknown) => {
    snapshotError = error instanceof Error ? error.message : String(error);
  })
  .finally(() => listeners.forEach((render) => render()));

/** Chakra's styles go into the preview frame's own <head>, one style cache per frame document. */
const caches = new WeakMap<Document, EmotionCache>();
function cacheFor(doc: Document): EmotionCache {
  let cache = caches.get(doc);
  if (!cache) {
    cache = createCache({ key: "preview", container: doc.head });
    caches.set(doc, cache);
  }
  return cache;
}

/** Files the editor uploaded (or the repository holds) read back for the preview, by path from data/: a case study's export. */
const texts = new Map<string, string | null>();
function textOf(path: string, getAsset: PreviewProps["getAsset"], rerender: () => void): string | undefined {
  const known = texts.get(path);
  if (known !== undefined) return known ?? undefined;
  const url = getAsset?.(path)?.toString();
  if (!url) return undefined;
  texts.set(path, null);
  void fetch(url)
    .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
    .then((text) => texts.set(path, text))
    .catch(() => texts.delete(path))
    .finally(rerender);
  return undefined;
}

/** A picture the editor uploaded, at the size a page draws it (the preview reads no file's own size). */
function imageResolver(getAsset: PreviewProps["getAsset"]): ImageResolver {
  return (path) => {
    const src = getAsset?.(path)?.toString();
    if (!src) return undefined;
    return path.startsWith("team/") ? { src, width: 320, height: 400 } : { src, width: 160, height: 40 };
  };
}

function renderPreview(
  root: Root,
  doc: Document,
  entry: DecapCollection,
  getAsset: PreviewProps["getAsset"],
  rerender: () => void,
) {
  const target = entryFile(entry, savedData(entry).data);
  let content: React.ReactNode;
  if (snapshot && target && target.kind === "caseStudy" && "body" in target.file) {
    // The export: as the build last read it when unchanged, else the upload, read back.
    const path = exportPathOf(target.file.file, target.file.data);
    const built = snapshot.content.caseStudies?.find((c) => c.file === target.file.file)?.export;
    const text = built && built.file === `data/${path}` ? built.text : textOf(path, getAsset, rerender);
    const study = { ...target.file, ...(text === undefined ? {} : { export: { file: `data/${path}`, text } }) };
    content = (
      <CaseStudyPreviewPage
        preview={caseStudyPreview(study, snapshot, previewMarkdownToHtml, imageResolver(getAsset))}
        query={previewQuery(snapshot)}
      />
    );
  } else if (snapshot && target && (target.kind === "authors" || target.kind === "clients")) {
    const { problems, query } = peoplePreview(target.kind, target.file, snapshot, imageResolver(getAsset));
    content = <PeoplePreviewPage kind={target.kind} problems={problems} query={query} />;
  } else if (snapshot && target && target.kind === "article" && "body" in target.file) {
    content = (
      <ArticlePreviewPage
        preview={articlePreview(target.file, snapshot, previewMarkdownToHtml, readingMinutes)}
        query={previewQuery(snapshot)}
      />
    );
  } else if (snapshot && target) {
    content = <PreviewPage preview={previewOf(target.kind, target.file, snapshot)} query={previewQuery(snapshot)} />;
  } else if (snapshotError) {
    content = (
      <PreviewMessage>
        The preview could not load the site's content ({snapshotError}); reload the page to try again.
      </PreviewMessage>
    );
  } else {
    content = <PreviewMessage>Loading the preview…</PreviewMessage>;
  }
  root.render(<CacheProvider value={cacheFor(doc)}>{content}</CacheProvider>);
}

const PreviewTemplate = decap.createClass({
  componentDidMount() {
    const container = this.container;
    if (!container) return;
    const root = createRoot(container);
    const render = () =>
      renderPreview(root, container.ownerDocument, this.props.entry, this.props.getAsset, () => this.update?.());
    listeners.add(render);
    this.update = render;
    this.unmount = () => {
      listeners.delete(render);
      // Decap's React is mid-commit here; unmounting ours synchronously would be done inside it.
      queueMicrotask(() => root.unmount());
    };
    render();
  },
  componentDidUpdate() {
    this.update?.();
  },
  componentWillUnmount() {
    this.unmount?.();
  },
  render() {
    return decap.h("div", {
      ref: (element: HTMLElement | null) => {
        this.container = element;
      },
    });
  },
});

// Decap names a file's template after the file and a folder's after its collection.
for (const name of [...STATIC_PAGES.map((p) => p.name), "services", "insights", "case-studies", "authors", "clients"])
  decap.CMS.registerPreviewTemplate(name, PreviewTemplate);
// The preview frame sets text in the site's own faces (the same files and fallbacks every page
// names), so editors see the line breaks the site will have.
decap.CMS.registerPreviewStyle(`/${FONTS_DIR}/${FONT_FACES_CSS}`);

/** Decap shows a refused save as "Failed to persist entry: <name>: <message>". */
class SaveRefused extends Error {
  override name = "Not saved";
}

decap.CMS.registerEventListener({
  name: "preSave",
  handler: ({ entry }) => {
    const { cleaned, data } = savedData(entry);
    const target = entryFile(entry, data);
    const problems = target ? saveProblems(target.kind, target.file) : [];
    if (target && problems.length > 0) {
      throw new SaveRefused(
        `${target.file.file} would stop the site's build. Fix ${problems.length > 1 ? "these" : "this"} and save again: ${describeProblems(problems).join("; ")}`,
      );
    }
    return cleaned;
  },
});
