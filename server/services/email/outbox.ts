import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createTransport } from "nodemailer";
import { mailOptions, type OutgoingEmail, type Transport } from "./message";

/** What the outbox's `.json` file beside each `.eml` holds, for people and tests to read. */
export interface OutboxSummary {
  messageId: string;
  date: string;
  template: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  /** The web addresses the message links to, in order. */
  links: string[];
  /** The full message, as a mail app would open it. */
  eml: string;
}

/** The http(s) addresses of a message's links, each once. */
export function linksOf(html: string): string[] {
  const links = [...html.matchAll(/\shref="(https?:[^"]*)"/gi)].map(([, href]) =>
    (href ?? "").replace(/&amp;/g, "&"),
  );
  return [...new Set(links)];
}

/** A file name that sorts by time and says which email it is. */
function fileStem(message: OutgoingEmail, date: Date): string {
  const time = date.toISOString().replace(/[:.]/g, "-");
  return `${time}-${message.template}-${randomBytes(4).toString("hex")}`;
}

/**
 * Keeps each message as a `.eml` file (with a `.json` summary) in a folder, so an instance
 * without a mail server still delivers its links to whoever runs it. The files hold reset
 * links, so only the server's user may read them.
 */
export function outboxTransport(directory: string): Transport {
  // Nodemailer's stream transport writes the same MIME message SMTP would carry.
  const composer = createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  return {
    kind: "outbox",
    description: `to the outbox in ${directory}`,
    async deliver(message) {
      const date = new Date();
      const info = await composer.sendMail({ ...mailOptions(message), date });
      // `buffer: true` makes it a Buffer; the type also allows the stream of the other mode.
      if (!Buffer.isBuffer(info.message)) throw new Error("The outbox expected a buffered message");
      const stem = fileStem(message, date);
      const eml = join(directory, `${stem}.eml`);
      const summary: OutboxSummary = {
        messageId: info.messageId,
        date: date.toISOString(),
        template: message.template,
        from: message.from.address,
        to: message.to,
        subject: message.subject,
        text: message.text,
        links: linksOf(message.html),
        eml,
      };
      await mkdir(directory, { recursive: true, mode: 0o700 });
      await writeFile(eml, info.message, { mode: 0o600 });
      await writeFile(join(directory, `${stem}.json`), `${JSON.stringify(summary, null, 2)}\n`, {
        mode: 0o600,
      });
      return { messageId: info.messageId, file: eml };
    },
    close: () => composer.close(),
  };
}

/** Removes the messages kept in the outbox folder that were sent to this address. */
export async function removeOutboxFilesTo(directory: string, address: string): Promise<void> {
  const names = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const email = address.toLowerCase();
  for (const name of names.filter((file) => file.endsWith(".json"))) {
    const summary = JSON.parse(await readFile(join(directory, name), "utf8")) as OutboxSummary;
    if (summary.to.toLowerCase() !== email) continue;
    const stem = name.slice(0, -".json".length);
    await rm(join(directory, `${stem}.eml`), { force: true });
    await rm(join(directory, name), { force: true });
  }
}
