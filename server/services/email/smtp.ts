import { createTransport } from "nodemailer";
import { mailOptions, type Transport } from "./message";

/** `smtp://host:587` of an `SMTP_URL`, without the user name and password. */
export function describeSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.host}`;
}

/** Delivers over SMTP with nodemailer; the URL holds host, port, credentials and options. */
export function smtpTransport(smtpUrl: string): Transport {
  const transporter = createTransport(smtpUrl);
  return {
    kind: "smtp",
    description: `over SMTP to ${describeSmtpUrl(smtpUrl)}`,
    async deliver(message) {
      const info = await transporter.sendMail(mailOptions(message));
      return { messageId: info.messageId };
    },
    close: () => transporter.close(),
  };
}
