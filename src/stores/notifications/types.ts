export type NotificationVariant = "success" | "warning" | "error" | "default";

/** "normal" is a toast card; "inline" is the in-page alert block look. */
export type NotificationMode = "normal" | "inline";

/**
 * `true`: a close button. `false`: none (remove it by id or let it time out). `"auto"`: a close
 * button with a countdown ring showing when the toast will go by itself.
 */
export type Removeable = boolean | "auto";

/** A button a toast offers, such as Undo; the toast goes once it is pressed. */
export interface NotificationAction {
  /** Already translated. */
  label: string;
  onClick(): void;
}

export interface NotificationInput {
  /** Already translated by the caller. */
  title: string;
  /** Already translated by the caller. */
  description?: string;
  /** Default "default". */
  variant?: NotificationVariant;
  /** Default "normal". */
  mode?: NotificationMode;
  /** Default "auto". */
  removeable?: Removeable;
  /**
   * Milliseconds until it removes itself; 0 keeps it until removed. Default 8000 when
   * `removeable` is "auto" (the ring's eight one-second steps), else 5000; 0 with an action,
   * which must not vanish before someone reaches it (WCAG 2.2.1).
   */
  timeout?: number;
  action?: NotificationAction;
  /**
   * The page (its path) the toast tells of: it goes as soon as the address leaves that page,
   * so news of a change there does not follow the reader elsewhere (onto a checkout, say).
   */
  page?: string;
}

export interface NotificationEntry {
  /** Auto-incrementing, unique for the page's life. */
  id: number;
  variant: NotificationVariant;
  mode: NotificationMode;
  title: string;
  description?: string;
  removeable: Removeable;
  /** The resolved lifetime in milliseconds; 0 means it stays until removed. */
  timeout: number;
  action?: NotificationAction;
  page?: string;
}
