import { createHash, randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import sharp from "sharp";
import { IMAGE_WIDTHS, type Upload } from "@core/uploads";
import { unsupportedFileType } from "./errors";
import {
  claimsRaster,
  IMAGE_CONTENT_TYPES,
  rasteriseSvg,
  reencodeImage,
  resizeImage,
  type RasterExtension,
} from "./images";
import { checkPdf } from "./pdf";
import { extensionOf } from "./store";
import type { ByteRange, UploadStore } from "./stores";
import { looksLikeSvg, sanitiseSvg } from "./svg";

export { readUpload } from "./read";

/** The two kinds of upload, named as their API paths are. */
export type UploadKind = "images" | "documents";

/** Where the API serves uploads: a path on the site, so a change of domain breaks nothing. */
export const UPLOADS_PATH = "/api/1.0";

/** The content type of a stored key by its extension, for the store's metadata. */
export function contentTypeOfKey(key: string): string | undefined {
  const kind = key.startsWith("documents/") ? "documents" : "images";
  const extension = /\.([a-z]+)$/.exec(key)?.[1];
  const types = CONTENT_TYPES[kind];
  return extension !== undefined && Object.hasOwn(types, extension) ? types[extension] : undefined;
}

/**
 * How many uploads one sender may make per window, `POST /images` and `POST /documents`
 * together: guests per client address, signed-in contacts per contact.
 */
export interface UploadRateLimits {
  guestsPerAddress: number;
  perContact: number;
  windowMs: number;
}

/**
 * A guest answering a callout with a few photos stays well within 20 an hour; a member
 * writing up a long story gets more. The contract's 5 an hour would turn away a reader who
 * sends six photos.
 */
export const DEFAULT_UPLOAD_RATE_LIMITS: UploadRateLimits = {
  guestsPerAddress: 20,
  perContact: 100,
  windowMs: 60 * 60 * 1000,
};

/** A stored file ready to be sent. */
export interface StoredFile {
  /** Its key in the store: `images/<id>`, `images/w300/<id>` or `documents/<id>`. */
  key: string;
  size: number;
  etag: string;
  contentType: string;
  extension: string;
}

export interface UploadServiceOptions {
  /** Pictures under `images/`, PDFs under `documents/`. */
  store: UploadStore;
  /** The site's address, for the absolute address of a logo in emails. */
  baseUrl: string;
  rateLimits?: UploadRateLimits;
}

const CONTENT_TYPES: Readonly<Record<UploadKind, Readonly<Record<string, string>>>> = {
  images: IMAGE_CONTENT_TYPES,
  documents: { pdf: "application/pdf" },
};

/** A picture an email can show (mail apps block SVG), with its size in CSS pixels. */
export interface EmailImage {
  url: string;
  width?: number;
  height?: number;
}

/** The width served for `?w=`: the next of `IMAGE_WIDTHS` up, or the widest. */
export function servedWidth(requested: number): number {
  return IMAGE_WIDTHS.find((width) => width >= requested) ?? Math.max(...IMAGE_WIDTHS);
}

/** An original name reduced to letters, digits, dots, dashes and spaces; undefined if empty. */
export function safeFilename(name: string | undefined): string | undefined {
  const base = name?.split(/[/\\]/).pop() ?? "";
  const safe = base
    .normalize("NFC")
    .replace(/[^\p{L}\p{N}._ -]+/gu, "_")
    .replace(/^[.\s]+/, "")
    .slice(0, 100)
    .trim();
  return safe === "" ? undefined : safe;
}

/**
 * Uploaded pictures and PDFs, kept in the upload store (no database row): each is checked by
 * its content, made safe (pictures re-encoded, SVGs sanitised, PDFs checked) before it is
 * stored, under a random name, which is also its id.
 */
export function createUploadService(options: UploadServiceOptions) {
  const { store: files, baseUrl } = options;

  async function store(
    kind: UploadKind,
    bytes: Buffer,
    extension: string,
    originalName: string | undefined,
    name: string = randomUUID(),
  ): Promise<Upload> {
    const id = `${name}.${extension}`;
    await files.put(`${kind}/${id}`, bytes, CONTENT_TYPES[kind][extension] ?? "");
    const filename = safeFilename(originalName);
    return {
      id,
      url: `${UPLOADS_PATH}/${kind}/${id}`,
      path: `${kind}/${id}`,
      hash: createHash("sha256").update(bytes).digest("hex"),
      ...(filename ? { filename } : {}),
    };
  }

  async function find(kind: UploadKind, id: string): Promise<StoredFile | undefined> {
    const extension = extensionOf(id);
    const types = CONTENT_TYPES[kind];
    const contentType =
      extension !== undefined && Object.hasOwn(types, extension) ? types[extension] : undefined;
    if (!extension || !contentType) return undefined;
    const key = `${kind}/${id}`;
    const object = await files.stat(key);
    return object && { key, ...object, contentType, extension };
  }

  /** The picture scaled to `width`, made once and kept beside the original. */
  async function resized(original: StoredFile, id: string, width: number): Promise<StoredFile> {
    const key = `images/w${width}/${id}`;
    const existing = await files.stat(key);
    if (existing) return { ...original, key, ...existing };
    const bytes = await files.readAll(original.key);
    const { width: originalWidth = 0 } = await sharp(bytes).metadata();
    // Never enlarged: a narrow picture is its own resized copy.
    if (originalWidth <= width) return original;
    // `find` only returns the extensions of IMAGE_CONTENT_TYPES, and SVGs never come here.
    const extension = original.extension as RasterExtension;
    await files.put(key, await resizeImage(bytes, extension, width), original.contentType);
    const made = await files.stat(key);
    return made ? { ...original, key, ...made } : original;
  }

  /**
   * The PNG copy of a stored SVG, `<same name>.png` beside it, made now if it is missing (an
   * SVG stored before copies were made); undefined when the drawing cannot be rasterised.
   */
  async function pngOf(svg: StoredFile, id: string): Promise<StoredFile | undefined> {
    const pngId = id.replace(/\.svg$/, ".png");
    const existing = await find("images", pngId);
    if (existing) return existing;
    try {
      const bytes = await rasteriseSvg(await files.readAll(svg.key));
      await files.put(`images/${pngId}`, bytes, "image/png");
    } catch {
      // A drawing librsvg cannot render stays an SVG: emails then show the name, not a logo.
      return undefined;
    }
    return find("images", pngId);
  }

  /** The id of a picture stored here, from its address (absolute on this site, or a path). */
  function imageIdOf(url: string): string | undefined {
    const base = new URL(baseUrl);
    let address: URL;
    try {
      address = new URL(url, base);
    } catch {
      return undefined;
    }
    if (address.origin !== base.origin) return undefined;
    const prefix = `${base.pathname.replace(/\/+$/, "")}${UPLOADS_PATH}/images/`;
    if (!address.pathname.startsWith(prefix)) return undefined;
    const id = address.pathname.slice(prefix.length);
    return extensionOf(id) ? id : undefined;
  }

  return {
    rateLimits: options.rateLimits ?? DEFAULT_UPLOAD_RATE_LIMITS,

    /**
     * Stores a picture: SVG sanitised, with a PNG copy for emails beside it (same name, `.png`);
     * anything else re-encoded; 415 for anything else, and for an SVG sent as a raster picture
     * (by `contentType` or name), as beabee refuses it.
     */
    async storeImage(bytes: Buffer, originalName?: string, contentType?: string): Promise<Upload> {
      if (looksLikeSvg(bytes)) {
        if (claimsRaster(originalName, contentType)) {
          throw unsupportedFileType("an SVG drawing must be sent as image/svg+xml, named .svg");
        }
        const upload = await store("images", await sanitiseSvg(bytes), "svg", originalName);
        const svg = await find("images", upload.id);
        if (svg) await pngOf(svg, upload.id);
        return upload;
      }
      const image = await reencodeImage(bytes);
      return store("images", image.bytes, image.extension, originalName);
    },

    /** Stores a PDF that passes `checkPdf`; 415 for anything else. */
    async storeDocument(bytes: Buffer, originalName?: string): Promise<Upload> {
      if (!bytes.subarray(0, 5).equals(Buffer.from("%PDF-"))) {
        throw unsupportedFileType("only PDF documents are accepted");
      }
      checkPdf(bytes);
      return store("documents", bytes, "pdf", originalName);
    },

    /** A stored picture, at the `?w=` width when one is asked for (not for SVGs). */
    async findImage(id: string, width?: number): Promise<StoredFile | undefined> {
      const original = await find("images", id);
      if (!original || width === undefined || original.extension === "svg") return original;
      return resized(original, id, servedWidth(width));
    },

    findDocument: (id: string) => find("documents", id),

    /** A stored file's bytes, all of them or one range, as they are read from the store. */
    open: (file: StoredFile, range?: ByteRange): Promise<Readable> => files.read(file.key, range),

    /**
     * A picture for emails from a logo's address: an SVG stored here becomes its PNG copy
     * (made now for one stored before copies were), with its size at half its pixels; a
     * raster picture stays as it is. Undefined for an SVG that cannot be a PNG (stored
     * elsewhere, or not drawable): mail apps would show a broken picture.
     */
    async emailImage(url: string): Promise<EmailImage | undefined> {
      if (!url) return undefined;
      const id = imageIdOf(url);
      if (!id) return /\.svg(?:[?#]|$)/i.test(url) ? undefined : { url };
      if (extensionOf(id) !== "svg") return { url };
      const svg = await find("images", id);
      const png = svg && (await pngOf(svg, id));
      if (!png) return undefined;
      const { width = 0, height = 0 } = await sharp(await files.readAll(png.key)).metadata();
      return {
        url: `${baseUrl}${UPLOADS_PATH}/images/${id.replace(/\.svg$/, ".png")}`,
        width: Math.round(width / 2),
        height: Math.round(height / 2),
      };
    },
  };
}
