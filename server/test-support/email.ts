import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import type { OutboxSummary } from "../services/email/outbox";

/** Test helpers: an SMTP listener on loopback, and reading the outbox. */

export interface ReceivedEmail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpListener {
  /** An `SMTP_URL` for it, with the user name and password it accepts. */
  url: string;
  received: ReceivedEmail[];
  /** Resolves with the next message this listener receives (or one already received). */
  next(): Promise<ReceivedEmail>;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that asks for a login (plain text: it never leaves loopback). */
export async function openSmtpListener(
  user = "agora",
  pass = "s3cret-Pa55",
): Promise<SmtpListener> {
  const received: ReceivedEmail[] = [];
  const waiting: ((email: ReceivedEmail) => void)[] = [];
  let taken = 0;
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === user && auth.password === pass) callback(null, { user });
      else callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const email: ReceivedEmail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        received.push(email);
        waiting.shift()?.(email);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  if (!address || typeof address === "string") throw new Error("The SMTP listener has no port");
  return {
    url: `smtp://${user}:${pass}@127.0.0.1:${address.port}`,
    received,
    next() {
      const ready = received[taken];
      taken += 1;
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Every message in an outbox folder, oldest first; none when the folder does not exist. */
export async function readOutbox(directory: string): Promise<OutboxSummary[]> {
  const names = await readdir(directory).catch(() => []);
  const summaries = names.filter((name) => name.endsWith(".json")).sort();
  return Promise.all(
    summaries.map(
      async (name) => JSON.parse(await readFile(join(directory, name), "utf8")) as OutboxSummary,
    ),
  );
}

export interface MimePart {
  type: string;
  text: string;
}

function decode(body: string, encoding: string | undefined): string {
  if (encoding === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

/** The leaf parts of a message as nodemailer writes it: content type and decoded text. */
export function mimeParts(raw: string): MimePart[] {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = (split < 0 ? raw : raw.slice(0, split)).replace(/\r?\n[ \t]+/g, " ");
  const body = split < 0 ? "" : raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const type = /^content-type:\s*([^;\r\n]+)/im.exec(headers)?.[1]?.trim().toLowerCase() ?? "";
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (type.startsWith("multipart/") && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith("--"))
      .flatMap((part) => mimeParts(part.replace(/^\r?\n/, "")));
  }
  const encoding = /^content-transfer-encoding:\s*([\w-]+)/im.exec(headers)?.[1]?.toLowerCase();
  return [{ type, text: decode(body, encoding) }];
}
