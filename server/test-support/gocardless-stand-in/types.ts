export type Resource = Record<string, unknown> & { id: string };

export interface GoCardlessEvent {
  id: string;
  created_at: string;
  resource_type: string;
  action: string;
  links: Record<string, string>;
  details: Record<string, unknown>;
}

/** Why GoCardless ended or failed something, as an event's `details` carry it. */
export interface EndDetails {
  cause: string;
  origin?: string;
  reason_code?: string;
}

/** A refusal as GoCardless answers it: its status, reason and the resources it names. */
export class Failure extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
    readonly links: Record<string, string> = {},
  ) {
    super(reason);
  }
}
