/**
 * Just enough MIME for tests: the decoded text of every part of a message as sent by
 * nodemailer (multipart, quoted-printable or base64).
 */
export function mimeTexts(raw: string): string[] {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? "" : raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const headers = head.replace(/\r?\n[ \t]+/g, " ");
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (/content-type:\s*multipart\//i.test(headers) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith("--"))
      .flatMap((part) => mimeTexts(part.replace(/^\r?\n/, "")));
  }
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "base64")
    return [Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")];
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return [Buffer.from(bytes, "latin1").toString("utf8")];
  }
  return [body];
}

/** The header value of a raw message, unfolded. */
export function mimeHeader(raw: string, name: string): string | undefined {
  const head = raw.slice(0, Math.max(0, raw.search(/\r?\n\r?\n/)));
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  return new RegExp(`^${name}:\\s*(.*)$`, "im").exec(unfolded)?.[1]?.trim();
}
