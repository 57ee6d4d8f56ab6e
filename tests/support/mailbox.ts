import { SMTPServer } from "smtp-server";
import { freePort } from "../../scripts/free-port";
import { mimeHeader, mimeTexts } from "./mime";

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** Decoded text of every MIME part (plain text and HTML). */
  texts: string[];
  raw: string;
}

export interface Mailbox {
  /** The SMTP_URL the server under test sends through. */
  url: string;
  messages: ReceivedMail[];
  /** Waits for a message to this address and returns the first link in it under `path`. */
  waitForLink(to: string, path: string, timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
}

/** A real SMTP server on loopback that keeps every message it receives, for end-to-end tests. */
export async function openMailbox(): Promise<Mailbox> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject: mimeHeader(raw, "Subject") ?? "",
          texts: mimeTexts(raw),
          raw,
        });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitForLink(to, path, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      const pattern = new RegExp(`https?://[^\\s"'<>]+${path.replace(/\//g, "\\/")}[^\\s"'<>]*`);
      while (Date.now() < deadline) {
        for (const mail of [...messages].reverse()) {
          if (!mail.to.includes(to.toLowerCase())) continue;
          const link = mail.texts.map((text) => pattern.exec(text)?.[0]).find(Boolean);
          // Sentence punctuation right after a link is not part of it.
          if (link) return link.replace(/&amp;/g, "&").replace(/[.,;:!?)]+$/, "");
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`No mail to ${to} with a link to ${path}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
