import type { ApiRead } from "@core/api/call";
import { EXPORT_TICKET_HEADER, watchExportQueue } from "../shared/export-queue";
import { fetchExport } from "../shared/fetch-export";

export interface ExportProgress {
  rows: number;
  /** From the server's `X-Total-Count`; undefined when it did not say. */
  total: number | undefined;
  /** While the server has it wait its turn: the exports that start before it. */
  waiting?: number;
}

/** What the server named the file, or `fallback`. */
function filenameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get("content-disposition") ?? "";
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallback;
}

/**
 * Downloads a streamed CSV export (posting its parameters when its filter is too long for a
 * URL), counting its rows as they arrive so a progress bar can
 * follow, then hands it to the browser as a file. Rejects with the status on a refusal.
 * While the server has it wait for an export slot, `onProgress` is told its place.
 */
export async function downloadExport(
  call: ApiRead<string>,
  onProgress: (progress: ExportProgress) => void,
  signal: AbortSignal,
): Promise<void> {
  const ticket = crypto.randomUUID();
  const stopWatching = watchExportQueue(ticket, (waiting) =>
    onProgress({ rows: 0, total: undefined, waiting }),
  );
  let response: Response;
  try {
    response = await fetchExport(call, { signal, headers: { [EXPORT_TICKET_HEADER]: ticket } });
  } finally {
    stopWatching();
  }
  if (!response.ok || !response.body) throw new Error(`Export failed: ${response.status}`);
  const announced = Number(response.headers.get("x-total-count"));
  const total = Number.isFinite(announced) && announced >= 0 ? announced : undefined;
  const chunks: BlobPart[] = [];
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  // Every row ends with CRLF (RFC 4180), the header's too; quoted line breaks inside a
  // cell are LF or CR alone in practice, so counting CRLF counts rows.
  let lines = 0;
  let carry = "";
  onProgress({ rows: 0, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    const text = carry + decoder.decode(value, { stream: true });
    lines += text.split("\r\n").length - 1;
    carry = text.endsWith("\r") ? "\r" : "";
    onProgress({ rows: Math.max(0, lines - 1), total });
  }
  const url = URL.createObjectURL(new Blob(chunks, { type: "text/csv" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filenameOf(response, "payments.csv");
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
