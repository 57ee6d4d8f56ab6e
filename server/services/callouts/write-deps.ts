import type { Database } from "../../db/connection";
import type { ContentService } from "../content";

/** What the admin writes of callouts need. */
export interface CalloutWriteDeps {
  db: Database;
  content: ContentService;
  /** The body with uploads sent at the site's own address stored as paths. */
  paths: <T>(body: T) => T;
  /** Clears the callouts cached for answers and page loads, here and on the other servers. */
  forget: () => void;
}
