import type { Database } from "../../db/connection";
import type { LoginLimiter } from "../../lib/login-limiter";
import type { CalloutService } from "../callouts";
import type { CaptchaService } from "../captcha";
import type { ContactService } from "../contacts";
import type { ContactList } from "../contact-list/list";
import type { ContentService } from "../content";
import type { EmailService } from "../email";
import type { ExportPacer } from "../../lib/export/pacer";
import type { JobLog, JobRunner } from "../jobs";
import type { TableStats } from "../maintenance/table-stats";
import type { MfaService } from "../mfa";
import type { NewsletterService } from "../newsletter";
import type { ReaderGroups } from "../newsletter/reader-groups";
import type { BusEmit } from "../events/bus";
import type { PasswordService } from "../passwords";
import type { PreparePasswordChange } from "../passwords/changed";
import type { PaymentClock } from "../payments";
import type { SessionService } from "../sessions";
import type { RecipientLimit } from "../shared-state/recipient-limit";
import type { SecurityTuning, ServiceEnvironment } from "./tuning";

/**
 * The services the others are built on, made first by `createServices`; each group of the
 * composition root (`./accounts`, `./payments`, `./contacts`, `./callouts`) takes what it needs.
 */
export interface ServiceCore {
  db: Database;
  config: ServiceEnvironment["config"];
  log: JobLog;
  tuning: SecurityTuning;
  clock: PaymentClock;
  content: ContentService;
  passwords: PasswordService;
  jobs: JobRunner;
  tableStats: TableStats;
  /** The event bus's `emit`: services tell other domains what happened (events/bus). */
  emit: BusEmit;
  newsletter: NewsletterService;
  readerGroups: ReaderGroups;
  contacts: ContactService;
  contactList: ContactList;
  email: EmailService;
  passwordChanged: PreparePasswordChange;
  callouts: CalloutService;
  /** Paces the exports' pages (lib/export/pacer). */
  exportPacer: ExportPacer;
  sessions: SessionService;
  mfa: MfaService;
  limiter: LoginLimiter;
  failureDelay: () => Promise<void>;
  recipientLimit: RecipientLimit;
  captcha: CaptchaService;
}
