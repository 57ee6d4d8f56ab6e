import { contentTypeOfKey } from "../uploads";
import { createLocalStore, type UploadStore } from "../uploads/stores";
import type { ImportReport } from "./report";
import { pagesOf, type BeabeeSource, type PageKey } from "./source";

/**
 * An uploaded file's key as beabee and Agora both name it (`images/<id>`, `documents/<id>`),
 * wherever it shows in beabee's rows: a callout's image, a file answer, a picture in a text.
 * Resized copies (`images/w300/…`) are not named: Agora makes its own when they are asked for.
 */
const UPLOAD_KEY = /\b(images|documents)\/([A-Za-z0-9][A-Za-z0-9_-]*\.[a-z0-9]{2,5})\b/g;

/** Where beabee's uploads are read from: a copy of its bucket, or its running site. */
export interface BeabeeUploads {
  description: string;
  /** The file's bytes, or undefined when it is not there. */
  read(key: string): Promise<Buffer | undefined>;
  /** beabee's address, when read from its site: links to it are rewritten to Agora's. */
  origin?: string;
}

/** A directory holding beabee's `images/` and `documents/`, or beabee's address. */
export function beabeeUploadsAt(location: string): BeabeeUploads {
  if (/^https?:\/\//.test(location)) {
    const origin = new URL(location).origin;
    return {
      description: origin,
      origin,
      async read(key) {
        const response = await fetch(`${origin}/api/1.0/${key}`);
        if (response.status === 404) return undefined;
        if (!response.ok) throw new Error(`${origin}/api/1.0/${key} answered ${response.status}`);
        return Buffer.from(await response.arrayBuffer());
      },
    };
  }
  const store = createLocalStore(location);
  return {
    description: location,
    read: async (key) => ((await store.stat(key)) ? store.readAll(key) : undefined),
  };
}

/** Where beabee's rows name uploads: each table's text, and the key it is paged by. */
const NAMING: readonly { select: string; key: PageKey }[] = [
  { select: "select id, image as text from callout", key: [["id", "id"]] },
  { select: "select id, answers::text as text from callout_response", key: [["id", "id"]] },
  {
    select: `select "calloutId", name, intro || ' ' || "thanksText" as text from callout_variant`,
    key: [
      ["calloutId", `"calloutId"`],
      ["name", "name"],
    ],
  },
  { select: "select id, text from notice", key: [["id", "id"]] },
  { select: "select id, data::text as text from content", key: [["id", "id"]] },
];

/** Every upload beabee's rows name, read a page at a time. */
async function referencedKeys(source: BeabeeSource, pageSize: number): Promise<string[]> {
  const keys = new Set<string>();
  for (const { select, key } of NAMING) {
    for await (const rows of pagesOf<{ text: string | null }>(
      source.query,
      select,
      key,
      pageSize,
    )) {
      for (const { text } of rows) {
        for (const match of (text ?? "").matchAll(UPLOAD_KEY)) keys.add(`${match[1]}/${match[2]}`);
      }
    }
  }
  return [...keys].sort();
}

/**
 * Copies the uploads beabee's rows name into Agora's store (the directory or bucket the
 * server uses), skipping those already there, so a second run copies only what is new.
 * A dry run only checks that each can be read.
 */
export async function copyBeabeeUploads(
  source: BeabeeSource,
  from: BeabeeUploads,
  to: UploadStore,
  report: ImportReport,
  dryRun: boolean,
  pageSize: number,
): Promise<void> {
  const keys = await referencedKeys(source, pageSize);
  report.found("uploads", keys.length);
  for (const key of keys) {
    const type = contentTypeOfKey(key);
    if (!type) {
      report.refuse("uploads", key, "a file type Agora does not serve");
      continue;
    }
    if (await to.stat(key)) {
      report.wrote("uploads", false);
      continue;
    }
    const bytes = await from.read(key);
    if (!bytes) {
      report.refuse("uploads", key, `not found in ${from.description}`);
      continue;
    }
    if (!dryRun) await to.put(key, bytes, type);
    report.wrote("uploads", true);
  }
}

/**
 * Links to beabee's own uploads (`<beabee>/api/1.0/images/…`) as Agora serves the same files,
 * so they keep working once beabee is gone. Only links to beabee's address are changed.
 */
export function uploadLinkRewriter(
  origin: string | undefined,
  baseUrl: string | undefined,
): (text: string) => string {
  if (!origin || !baseUrl) return (text) => text;
  const from = `${origin}/api/1.0/`;
  const to = `${baseUrl.replace(/\/+$/, "")}/api/1.0/`;
  return (text) =>
    text.replace(
      /(https?:\/\/[^/"'\s]+)\/api\/1\.0\/(images|documents)\//g,
      (found, host: string, kind: string) =>
        `${host}/api/1.0/` === from ? `${to}${kind}/` : found,
    );
}
