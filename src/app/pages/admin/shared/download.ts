import { ApiError } from "@core/api";
import type { ApiRead } from "@core/api/call";
import { EXPORT_TICKET_HEADER, watchExportQueue } from "./export-queue";
import { fetchExport } from "./fetch-export";

/** How far a download has come: rows of the file (when they can be counted) and bytes. */
export interface DownloadProgress {
  /** Rows received so far, for formats whose rows can be counted as they arrive (CSV). */
  rows?: number;
  bytes: number;
  /** Rows the file holds, from `X-Total-Count`. */
  total?: number;
  /** While the server has it wait its turn: the exports that start before it. */
  waiting?: number;
}

export interface DownloadedFile {
  blob: Blob;
  filename: string;
  total?: number;
}

const NEWLINE = 0x0a;
const QUOTE = 0x22;

/**
 * Counts a CSV's records as its bytes arrive: line breaks outside quotes (answers may hold
 * line breaks of their own, inside quotes). Escaped quotes (`""`) toggle twice, so they
 * leave the count alone.
 */
export function csvRecordCounter(): (chunk: Uint8Array) => number {
  let quoted = false;
  let lines = 0;
  return (chunk) => {
    for (const byte of chunk) {
      if (byte === QUOTE) quoted = !quoted;
      else if (byte === NEWLINE && !quoted) lines += 1;
    }
    return lines;
  };
}

/** The file name a `Content-Disposition` header gives, or `fallback`. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = header && /filename="([^"]+)"/.exec(header);
  return match?.[1] ?? fallback;
}

/**
 * Fetches an export as a stream (posting its parameters when its filter is too long for a
 * URL), reporting progress as it arrives (the rows of a CSV against the `X-Total-Count` the
 * server sends first), and answers it once whole. `signal` cancels it.
 */
export async function downloadFile(
  call: ApiRead<unknown>,
  options: {
    signal?: AbortSignal;
    countRows?: boolean;
    onProgress(progress: DownloadProgress): void;
  },
): Promise<DownloadedFile> {
  // The server streams a few exports at once; while this one waits, its place is shown.
  const ticket = crypto.randomUUID();
  const stopWatching = watchExportQueue(ticket, (waiting) =>
    options.onProgress({ bytes: 0, waiting }),
  );
  let response: Response;
  try {
    response = await fetchExport(call, {
      ...(options.signal ? { signal: options.signal } : {}),
      headers: { [EXPORT_TICKET_HEADER]: ticket },
    });
  } finally {
    stopWatching();
  }
  if (!response.ok) {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    throw new ApiError(response.status, body);
  }
  const totalHeader = response.headers.get("X-Total-Count");
  const total = totalHeader === null ? undefined : Number(totalHeader);
  const filename = attachmentName(response.headers.get("Content-Disposition"), "responses");
  const type = response.headers.get("Content-Type") ?? "application/octet-stream";
  const chunks: Uint8Array[] = [];
  const count = options.countRows ? csvRecordCounter() : undefined;
  let bytes = 0;
  let lines = 0;
  options.onProgress({ rows: count ? 0 : undefined, bytes, total });
  const reader = response.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    if (count) lines = count(value);
    // The first line is the header.
    options.onProgress({ rows: count ? Math.max(0, lines - 1) : undefined, bytes, total });
  }
  return { blob: new Blob(chunks as BlobPart[], { type }), filename, total };
}

/** Hands a file to the browser to save, as a link to it with `download` would. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the file after this task; the address is freed once it has.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
