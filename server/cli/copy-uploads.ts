import { contentTypeOfKey } from "../services/uploads";
import type { UploadStore } from "../services/uploads/stores";

export interface CopiedUploads {
  copied: number;
  /** Already in the bucket with the same size: a copy run again, or stopped half-way. */
  skipped: number;
}

/**
 * Copies every upload from one store to another (the directory to the bucket), one at a time,
 * skipping those already there: safe to run again after a stop, and while the old server
 * still takes uploads (a second run copies the new ones).
 */
export async function copyUploads(
  from: UploadStore,
  to: UploadStore,
  onCopied: (key: string) => void = () => {},
): Promise<CopiedUploads> {
  const result: CopiedUploads = { copied: 0, skipped: 0 };
  for await (const key of from.list()) {
    const [source, target] = await Promise.all([from.stat(key), to.stat(key)]);
    if (!source) continue;
    if (target?.size === source.size) {
      result.skipped++;
      continue;
    }
    const type = contentTypeOfKey(key) ?? "application/octet-stream";
    await to.put(key, await from.readAll(key), type);
    result.copied++;
    onCopied(key);
  }
  return result;
}
