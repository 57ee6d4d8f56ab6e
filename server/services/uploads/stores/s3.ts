import type { Readable } from "node:stream";
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import type { S3Location } from "../../../config-uploads";
import type { UploadStore } from "./types";

export interface S3StoreOptions extends S3Location {
  /**
   * The SDK's standard environment: `AWS_REGION`, `AWS_ACCESS_KEY_ID`,
   * `AWS_SECRET_ACCESS_KEY`, and `AWS_ENDPOINT_URL_S3` for a store other than AWS.
   */
  env?: NodeJS.ProcessEnv;
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.$metadata.httpStatusCode === 404 ||
      error.name === "NotFound" ||
      error.name === "NoSuchKey")
  );
}

/** Uploads in an S3-compatible bucket, which every server of one site shares. */
export function createS3Store(options: S3StoreOptions): UploadStore {
  const env = options.env ?? process.env;
  const endpoint = env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || undefined;
  const accessKeyId = env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY;
  const client = new S3Client({
    // MinIO, Garage and most self-hosted stores know buckets by path, not by host name.
    ...(endpoint ? { endpoint, forcePathStyle: true } : {}),
    // A region is only a signing detail for most compatible stores.
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || "us-east-1",
    // Without keys in the environment, the SDK's own chain: profile, container or instance role.
    ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    // The newer checksums are not understood by every compatible store.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const { bucket, prefix } = options;
  const Bucket = bucket;
  const keyOf = (key: string) => `${prefix}${key}`;

  return {
    description: `s3://${bucket}/${prefix}`,

    async put(key, bytes, contentType) {
      // Large files go up in parts; an object appears only once all of it has arrived.
      await new Upload({
        client,
        params: { Bucket, Key: keyOf(key), Body: bytes, ContentType: contentType },
      }).done();
    },

    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return { size: head.ContentLength ?? 0, etag: head.ETag ?? `"${head.ContentLength}"` };
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },

    async read(key, range) {
      const object = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: keyOf(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      // On Node the SDK's body is a Readable (an IncomingMessage).
      return object.Body as Readable;
    },

    async readAll(key) {
      const object = await client.send(new GetObjectCommand({ Bucket, Key: keyOf(key) }));
      if (!object.Body) return Buffer.alloc(0);
      return Buffer.from(await object.Body.transformToByteArray());
    },

    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) yield object.Key.slice(prefix.length);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
