import { createHash, randomUUID } from "node:crypto";
import { join } from "node:path";
import sharp from "sharp";
import { IMAGE_WIDTHS, type Upload } from "../../../src/core/uploads";
import { unsupportedFileType } from "./errors";
import { IMAGE_CONTENT_TYPES, reencodeImage, resizeImage, type RasterExtension } from "./images";
import { checkPdf } from "./pdf";
import { extensionOf, fileSize, writeAtomically } from "./store";
import { looksLikeSvg, sanitiseSvg } from "./svg";

export { readUpload, type IncomingFile } from "./read";

/** The two kinds of upload, named as their API paths are. */
export type UploadKind = "images" | "documents";

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
  path: string;
  size: number;
  contentType: string;
  extension: string;
}

export interface UploadServiceOptions {
  /** `<AGORA_UPLOADS_DIR>`: pictures in `images/`, PDFs in `documents/`. */
  dir: string;
  /** The site's address, for the absolute `url` of an upload. */
  baseUrl: string;
  rateLimits?: UploadRateLimits;
}

export type UploadService = ReturnType<typeof createUploadService>;

const CONTENT_TYPES: Readonly<Record<UploadKind, Readonly<Record<string, string>>>> = {
  images: IMAGE_CONTENT_TYPES,
  documents: { pdf: "application/pdf" },
};

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
 * Uploaded pictures and PDFs, kept as files (no database row): each is checked by its
 * content, made safe (pictures re-encoded, SVGs sanitised, PDFs checked) and stored under a
 * random name, which is also its id.
 */
export function createUploadService(options: UploadServiceOptions) {
  const { dir, baseUrl } = options;
  const folder = (kind: UploadKind) => join(dir, kind);

  async function store(
    kind: UploadKind,
    bytes: Buffer,
    extension: string,
    originalName: string | undefined,
  ): Promise<Upload> {
    const id = `${randomUUID()}.${extension}`;
    await writeAtomically(folder(kind), id, bytes);
    const filename = safeFilename(originalName);
    return {
      id,
      url: `${baseUrl}/api/1.0/${kind}/${id}`,
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
    const path = join(folder(kind), id);
    const size = await fileSize(path);
    return size === undefined ? undefined : { path, size, contentType, extension };
  }

  /** The picture scaled to `width`, made once and kept beside the original. */
  async function resized(original: StoredFile, id: string, width: number): Promise<StoredFile> {
    const widthDir = join(folder("images"), `w${width}`);
    const path = join(widthDir, id);
    const size = await fileSize(path);
    if (size !== undefined) return { ...original, path, size };
    const { width: originalWidth = 0 } = await sharp(original.path).metadata();
    // Never enlarged: a narrow picture is its own resized copy.
    if (originalWidth <= width) return original;
    // `find` only returns the extensions of IMAGE_CONTENT_TYPES, and SVGs never come here.
    const extension = original.extension as RasterExtension;
    const bytes = await resizeImage(original.path, extension, width);
    await writeAtomically(widthDir, id, bytes);
    return { ...original, path, size: bytes.length };
  }

  return {
    rateLimits: options.rateLimits ?? DEFAULT_UPLOAD_RATE_LIMITS,

    /** Stores a picture: SVG sanitised, anything else re-encoded; 415 for anything else. */
    async storeImage(bytes: Buffer, originalName?: string): Promise<Upload> {
      if (looksLikeSvg(bytes)) return store("images", sanitiseSvg(bytes), "svg", originalName);
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
  };
}
