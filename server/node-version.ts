/** The oldest Node major still maintained upstream; older ones get one line at start. */
export const MAINTAINED_NODE_MAJOR = 22;

/** A one-line warning when `version` (as `process.versions.node`) is past its end of life. */
export function nodeVersionWarning(version: string): string | undefined {
  const major = Number(version.split(".")[0]);
  if (!(major < MAINTAINED_NODE_MAJOR)) return undefined;
  return `Warning: Node ${major} has reached its end of life; run Agora on Node ${MAINTAINED_NODE_MAJOR} or later.`;
}

/**
 * Says so once, in our words, and stops libraries repeating it at length (the AWS SDK prints
 * nine lines of its own when the S3 store starts).
 */
export function warnAboutNodeVersion(env: NodeJS.ProcessEnv = process.env): void {
  const warning = nodeVersionWarning(process.versions.node);
  if (!warning) return;
  console.warn(warning);
  env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
}
