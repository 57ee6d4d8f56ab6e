// The bare build leaves out the hash functions (7 KB gzipped): the browser only makes the
// secret and the setup address; the server checks the codes.
import { Secret, TOTP } from "otpauth/bare";
import { renderSVG } from "uqr";
import { TOTP as TOTP_PARAMETERS } from "@core/auth/mfa";

/** A fresh random secret of 20 bytes, in base32 as authenticator apps read it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The `otpauth://` address an authenticator app scans: who issues the codes, for whom. */
export function totpUri({
  secret,
  issuer,
  account,
}: {
  secret: string;
  issuer: string;
  account: string;
}): string {
  return new TOTP({
    issuer,
    label: account,
    secret: Secret.fromBase32(secret),
    ...TOTP_PARAMETERS,
  }).toString();
}

/**
 * A QR code of `text` as an image address. An SVG in an `<img>` cannot run scripts, so the
 * markup never enters the page.
 */
export function qrCodeImage(text: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(text, { border: 2 }))}`;
}

/** "ABCDEFGH…" as "ABCD EFGH …", easier to type into an app by hand. */
export function groupInFours(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}
