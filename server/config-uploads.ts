/** Where in which bucket: `AGORA_UPLOADS_S3_URL=s3://bucket/prefix`. */
export interface S3Location {
  bucket: string;
  /** Empty, or ending with `/`. */
  prefix: string;
}

/** The bucket and prefix of an `s3://bucket/prefix` address, or undefined when it is not one. */
export function parseS3Url(text: string): S3Location | undefined {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(text);
  if (!match?.[1]) return undefined;
  const path = (match[2] ?? "").replace(/^\/+|\/+$/g, "");
  if (path.split("/").some((segment) => segment === "." || segment === "..")) return undefined;
  return { bucket: match[1], prefix: path === "" ? "" : `${path}/` };
}
