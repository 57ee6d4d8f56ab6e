import type { Database } from "../../db/connection";
import type { ContactService } from "../contacts";
import type { ContentService } from "../content";
import type { ContributionService } from "../contributions";
import type { EmailService } from "../email";
import type { JobLog, JobRunner } from "../jobs";
import type { Emit } from "../events/emit";
import type { PasswordService } from "../passwords";
import type { PaymentsService } from "../payments";
import type { RecoveryService } from "../recovery";
import type { SessionService } from "../sessions";

export interface JoinDependencies {
  db: Database;
  content: ContentService;
  email: EmailService;
  passwords: PasswordService;
  sessions: SessionService;
  recovery: RecoveryService;
  contacts: ContactService;
  contributions: ContributionService;
  payments: PaymentsService;
  jobs: JobRunner;
  log: JobLog;
  /** Tells outbound webhooks of members who joined. */
  emit?: Emit;
}
