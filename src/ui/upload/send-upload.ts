// Also the frames' (the reader's file question): no strings here, since this folder's go to the
// dashboard's catalog. The modules themselves, not the folder index, keep the rest of the
// client out of the frames.
import { ApiError } from "@core/api/api-error";
import { API_BASE } from "@core/api/client";
import type { Upload } from "@core/uploads";

/** What the upload routes take: pictures at `POST /images`, PDFs at `POST /documents`. */
export type UploadKind = "image" | "document";

/** Where a sent file is now, as forms keep it (`path` when the server gave one). */
export type SentFile = Pick<Upload, "url"> & Partial<Pick<Upload, "path">>;

export interface SendUploadOptions {
  /** Which route takes the file; by default a PDF is a document and anything else an image. */
  kind?: UploadKind;
  /** The share sent so far, from 0 to 1, when the browser can tell. */
  onProgress?(share: number): void;
  /** Aborting stops the upload; the promise then rejects with an `AbortError`. */
  signal?: AbortSignal;
}

/** A PDF, by its type or its name's extension (some browsers give no type), is a document. */
export function kindOf(file: { type: string; name: string }): UploadKind {
  return file.type === "application/pdf" || /\.pdf$/i.test(file.name) ? "document" : "image";
}

/**
 * Uploads a file (multipart field `file`) to `POST /images` or `POST /documents`, telling the
 * progress as it goes: fetch cannot report an upload's progress, so this uses XMLHttpRequest.
 * Rejects with an `ApiError` carrying the server's status (413, 415, 429; 0 when it never
 * answered), as the API client's calls do.
 */
export function sendUpload(file: File, options: SendUploadOptions = {}): Promise<SentFile> {
  const { kind = kindOf(file), onProgress, signal } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException("The upload was cancelled", "AbortError"));
      return;
    }
    const request = new XMLHttpRequest();
    const abort = () => request.abort();
    signal?.addEventListener("abort", abort, { once: true });
    const settle = () => signal?.removeEventListener("abort", abort);

    request.open("POST", `${API_BASE}/${kind === "document" ? "documents" : "images"}`);
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    request.onload = () => {
      settle();
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      const answer = body as Partial<SentFile> | undefined;
      const ok = request.status >= 200 && request.status < 300;
      if (ok && typeof answer?.url === "string") {
        resolve({ url: answer.url, path: answer.path });
      } else {
        reject(new ApiError(ok ? 500 : request.status, body));
      }
    };
    request.onerror = () => {
      settle();
      reject(new ApiError(0, undefined));
    };
    request.onabort = () => {
      settle();
      reject(new DOMException("The upload was cancelled", "AbortError"));
    };
    const data = new FormData();
    data.append("file", file);
    request.send(data);
  });
}
