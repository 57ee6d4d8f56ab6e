import { MAX_UPLOAD_BYTES } from "@core/uploads";
import { fileTooLarge, uploadError } from "./errors";

/** An uploaded file as it arrives; `truncated` is set when the parser stopped at its limit. */
export interface IncomingFile extends AsyncIterable<Buffer> {
  truncated?: boolean;
}

/**
 * Reads an upload into memory, refusing it (413) as soon as it reaches the limit: never more
 * than the limit is held, whatever the client sends. An empty file is refused too (400).
 */
export async function readUpload(file: IncomingFile, limit = MAX_UPLOAD_BYTES): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file) {
    size += chunk.length;
    // Leaving the loop destroys the stream: the rest of the file is never read.
    if (size >= limit) throw fileTooLarge();
    chunks.push(chunk);
  }
  if (file.truncated) throw fileTooLarge();
  if (size === 0) throw uploadError("The file is empty");
  return Buffer.concat(chunks, size);
}
