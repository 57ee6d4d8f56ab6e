import { createLocalStore } from "./local";
import type { S3Location } from "@server/config-uploads";
import { createS3Store } from "./s3";
import type { UploadStore } from "./types";

export type { ByteRange, UploadStore } from "./types";
export { createLocalStore } from "./local";
export { createS3Store } from "./s3";

/** The configured store: the bucket of `AGORA_UPLOADS_S3_URL` when set, else the directory. */
export function createUploadStore(config: {
  uploadsDir: string;
  uploadsS3: S3Location | undefined;
}): UploadStore {
  return config.uploadsS3 ? createS3Store(config.uploadsS3) : createLocalStore(config.uploadsDir);
}
