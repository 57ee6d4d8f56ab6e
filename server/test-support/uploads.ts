import { randomBytes } from "node:crypto";
import { deflateSync } from "node:zlib";

/** Test helpers: real PDF files and multipart request bodies, built byte by byte. */

/**
 * A valid one-page PDF with a cross-reference table. `catalog` adds entries to the document
 * catalog, `objects` adds objects (numbered from 5), `trailing` pads before `%%EOF`.
 */
export function minimalPdf(
  options: { catalog?: string; objects?: string[]; content?: string; trailing?: string } = {},
): Buffer {
  const content = options.content ?? "0 0 m 100 100 l S";
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${options.catalog ?? ""}>>`,
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>",
    `<< /Length ${Buffer.byteLength(content, "latin1")} >>\nstream\n${content}\nendstream`,
    ...(options.objects ?? []),
  ];
  let body = "%PDF-1.7\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n`;
  body += `${options.trailing ?? ""}%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/** An object stream (PDF 1.5) packing `dictionaries` as objects 100, 101, … with Flate. */
export function objectStream(dictionaries: string[]): string {
  let offsets = "";
  let packed = "";
  dictionaries.forEach((dictionary, index) => {
    offsets += `${100 + index} ${packed.length} `;
    packed += `${dictionary}\n`;
  });
  const data = deflateSync(Buffer.from(offsets + packed, "latin1"));
  return (
    `<< /Type /ObjStm /N ${dictionaries.length} /First ${offsets.length} /Filter /FlateDecode ` +
    `/Length ${data.length} >>\nstream\n${data.toString("latin1")}\nendstream`
  );
}

export interface FormPart {
  name: string;
  filename?: string;
  contentType?: string;
  content: Buffer | string;
}

/** A `multipart/form-data` body and its Content-Type, as a browser's FormData sends it. */
export function multipartBody(parts: FormPart[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----AgoraTest${randomBytes(8).toString("hex")}`;
  const chunks = parts.flatMap((part) => {
    const disposition = `form-data; name="${part.name}"${
      part.filename === undefined ? "" : `; filename="${part.filename}"`
    }`;
    const head =
      `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
      (part.contentType ? `Content-Type: ${part.contentType}\r\n` : "") +
      "\r\n";
    return [Buffer.from(head), Buffer.from(part.content), Buffer.from("\r\n")];
  });
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
