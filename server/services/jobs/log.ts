/** What the runner logs through: the app's pino logger, or a stand-in in tests. */
export interface JobLog {
  /** Each job's start and finish: hidden unless LOG_LEVEL=debug, as a busy site runs many. */
  debug(details: object, message: string): void;
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}
