import type { EmailTemplateId } from "./templates";

export interface Address {
  name: string;
  address: string;
}

/** A rendered email, ready for a transport. */
export interface OutgoingEmail {
  template: EmailTemplateId;
  from: Address;
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** What a transport did with a message: its Message-ID, and where a kept copy lies. */
export interface Delivery {
  messageId: string;
  file?: string;
}

/** Where messages go: an SMTP server, or the local outbox. */
export interface Transport {
  readonly kind: "smtp" | "outbox";
  /** Says where messages go, for the start-up log; never holds a credential. */
  readonly description: string;
  deliver(message: OutgoingEmail): Promise<Delivery>;
  close(): void;
}

export function mailOptions(message: OutgoingEmail) {
  return {
    from: message.from,
    to: message.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
  };
}
