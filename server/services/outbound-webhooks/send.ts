import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP } from "node:net";
import { hostOf, isPrivateAddress, publicOnlyLookup } from "./address-guard";

/** How long a receiver has to answer; a slow one is tried again later. */
const TIMEOUT_MS = 10_000;

export interface SendOutcome {
  /** The receiver answered 2xx. */
  ok: boolean;
  /** Its status code, when it answered at all. */
  status: number | null;
  /** Why it did not succeed, in a few words (never the receiver's body). */
  error: string | null;
  /** Retrying cannot help (an address webhooks may not reach). */
  permanent: boolean;
}

export interface SendOptions {
  url: string;
  body: string;
  headers: Record<string, string>;
  /** Installations that allow webhooks to private addresses (tests' local listener). */
  allowPrivate: boolean;
  signal?: AbortSignal;
}

/** Posts one delivery; never follows redirects (a redirect could lead to a private address). */
export function sendDelivery(options: SendOptions): Promise<SendOutcome> {
  const url = new URL(options.url);
  const blocked = (): SendOutcome => ({
    ok: false,
    status: null,
    error: "The address is private, loopback or link-local",
    permanent: true,
  });
  const host = hostOf(url);
  if (!options.allowPrivate && isIP(host) && isPrivateAddress(host)) {
    return Promise.resolve(blocked());
  }
  const request = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const outgoing = request(
      url,
      {
        method: "POST",
        headers: {
          ...options.headers,
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(options.body)),
          "user-agent": "Agora-Webhooks/1.0",
        },
        timeout: TIMEOUT_MS,
        signal: options.signal,
        ...(options.allowPrivate ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        // The body is not kept: it could hold anything, and only the status matters.
        response.resume();
        response.on("end", () => {
          const status = response.statusCode ?? 0;
          const ok = status >= 200 && status < 300;
          resolve({ ok, status, error: ok ? null : `Answered ${status}`, permanent: false });
        });
        response.on("error", () =>
          resolve({ ok: false, status: null, error: "The answer broke off", permanent: false }),
        );
      },
    );
    outgoing.on("timeout", () => outgoing.destroy(new Error("timeout")));
    outgoing.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EBLOCKEDADDRESS") {
        resolve(blocked());
        return;
      }
      const reason =
        error.message === "timeout"
          ? `No answer within ${TIMEOUT_MS / 1000} s`
          : `Could not connect (${error.code ?? "error"})`;
      resolve({ ok: false, status: null, error: reason, permanent: false });
    });
    outgoing.end(options.body);
  });
}
