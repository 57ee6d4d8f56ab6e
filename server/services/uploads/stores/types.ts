import type { Readable } from "node:stream";

/** A stored object's size and the validator that changes when its bytes do. */
export interface StoredObject {
  size: number;
  /** A strong ETag, quoted as HTTP sends it. */
  etag: string;
}

/** Bytes `start` to `end`, both included, as an HTTP range names them. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploads' bytes live, by key (`images/<id>`, `images/w300/<id>`, `documents/<id>`):
 * a directory on this server, or a bucket every server shares. Keys are made by the upload
 * service from names it checked, never from a request as it came.
 */
export interface UploadStore {
  /** For the start-up log and the CLI: the directory or the `s3://` address. */
  readonly description: string;
  /** Writes a whole object; a reader sees the old one or the new one, never half of it. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object's size and ETag, or undefined when there is none. */
  stat(key: string): Promise<StoredObject | undefined>;
  /** The object's bytes as they are read, all of them or one range. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** The whole object in memory, for the picture tools (uploads are under 20 MB). */
  readAll(key: string): Promise<Buffer>;
  /** Every key stored, in no particular order. */
  list(): AsyncIterable<string>;
}
