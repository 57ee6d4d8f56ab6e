import type { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import type { S3Location } from "@server/config-uploads";
import type { UploadStore } from "./types";

/**
 * The AWS SDK, loaded once a bucket is configured: its hundreds of modules were seconds of
 * every start, on sites that keep their uploads in a folder too.
 */
const loadSdk = () => Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/lib-storage")]);
type Sdk = Awaited<ReturnType<typeof loadSdk>>[0];

export interface S3StoreOptions extends S3Location {
  /**
   * The SDK's standard environment: `AWS_REGION`, `AWS_ACCESS_KEY_ID`,
   * `AWS_SECRET_ACCESS_KEY`, and `AWS_ENDPOINT_URL_S3` for a store other than AWS.
   */
  env?: NodeJS.ProcessEnv;
}

function isNotFound(sdk: Sdk, error: unknown): boolean {
  return (
    error instanceof sdk.S3ServiceException &&
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
  const loaded = loadSdk().then(([sdk, storage]) => {
    const client: S3Client = new sdk.S3Client({
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
    return { sdk, Upload: storage.Upload, client };
  });
  // A failure to load shows at the first use, as the store's error, not as a crash now.
  loaded.catch(() => undefined);
  const { bucket, prefix } = options;
  const Bucket = bucket;
  const keyOf = (key: string) => `${prefix}${key}`;

  return {
    description: `s3://${bucket}/${prefix}`,

    async put(key, bytes, contentType) {
      const { Upload, client } = await loaded;
      // Large files go up in parts; an object appears only once all of it has arrived.
      await new Upload({
        client,
        params: { Bucket, Key: keyOf(key), Body: bytes, ContentType: contentType },
      }).done();
    },

    async stat(key) {
      const { sdk, client } = await loaded;
      try {
        const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return { size: head.ContentLength ?? 0, etag: head.ETag ?? `"${head.ContentLength}"` };
      } catch (error) {
        if (isNotFound(sdk, error)) return undefined;
        throw error;
      }
    },

    async read(key, range) {
      const { sdk, client } = await loaded;
      const object = await client.send(
        new sdk.GetObjectCommand({
          Bucket,
          Key: keyOf(key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      // On Node the SDK's body is a Readable (an IncomingMessage).
      return object.Body as Readable;
    },

    async readAll(key) {
      const { sdk, client } = await loaded;
      const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: keyOf(key) }));
      if (!object.Body) return Buffer.alloc(0);
      return Buffer.from(await object.Body.transformToByteArray());
    },

    async *list() {
      const { sdk, client } = await loaded;
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) yield object.Key.slice(prefix.length);
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
  };
}
