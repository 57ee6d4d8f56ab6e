import type { CreateCalloutResponse } from "@core/callouts";
import type { Role } from "@core/contacts";
import type { Database } from "@server/db/connection";
import type { CalloutService } from "../../callouts";
import type { CaptchaVerifier } from "../../captcha";
import type { ContactService } from "../../contacts";
import type { EmailService } from "../../email";
import type { ReaderGroups } from "../../newsletter/reader-groups";
import type { Emit } from "../../events/emit";

/** Who is answering: a contact with roles, an API key with roles only, or nobody. */
export interface Responder {
  contactId?: string | undefined;
  roles: readonly Role[];
}

export interface Submission {
  body: CreateCalloutResponse;
  captchaToken?: string | undefined;
  /** The client's address, for the captcha provider. */
  remoteIp: string;
}

export interface SubmitOptions {
  db: Database;
  callouts: CalloutService;
  contacts: ContactService;
  email: EmailService;
  captcha: CaptchaVerifier;
  /** The site's address: links in emails, and where file answers must be uploaded. */
  baseUrl: string;
  /** Tells outbound webhooks of new responses and triage. */
  emit?: Emit;
  /** The groups a callout without groups of its own offers: the readers' groups. */
  readerGroups: ReaderGroups;
}

/** Whether an outbound webhook wants new responses (a cached read). */
export async function webhooksWantResponses(options: SubmitOptions): Promise<boolean> {
  return (await options.emit?.wants("response.submitted")) ?? false;
}
