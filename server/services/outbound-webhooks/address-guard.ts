import { lookup } from "node:dns";
import { BlockList, isIP, type LookupFunction } from "node:net";

// Webhook addresses are typed by admins, and a server that posts wherever it is told can be
// made to reach what only it can reach (its database, a cloud's metadata service). Every
// address a name resolves to is checked, at the moment of connecting, so a name that changes
// its answer between the check and the request (DNS rebinding) gains nothing.

const blocked = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8], // "this" network
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local (cloud metadata)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["fc00::", 7], // unique local
  ["fe80::", 10], // link-local
  ["ff00::", 8], // multicast
  ["64:ff9b::", 96], // NAT64 (would reach IPv4 addresses)
] as const) {
  blocked.addSubnet(network, prefix, "ipv6");
}

/** Whether an address is loopback, link-local, private or otherwise not on the internet. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return blocked.check(address, "ipv4");
  if (family !== 6) return true;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is that IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return blocked.check(mapped[1], "ipv4");
  return blocked.check(address, "ipv6");
}

export class BlockedAddressError extends Error {
  override readonly name = "BlockedAddressError";
  readonly code = "EBLOCKEDADDRESS";
}

/** The host of a URL as a connection takes it: `[::1]` is `::1`. */
export function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, "$1");
}

/**
 * A `lookup` for `http.request` that refuses a name if any of its addresses is private, so
 * the connection can only go where the check looked. Literal addresses never reach a lookup:
 * check them with `isPrivateAddress` first.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) {
      callback(error, "", 0);
      return;
    }
    const refused = addresses.find((entry) => isPrivateAddress(entry.address));
    if (refused || addresses.length === 0) {
      callback(
        new BlockedAddressError(`${hostname} resolves to an address webhooks may not reach`),
        "",
        0,
      );
      return;
    }
    if (options.all) {
      (callback as unknown as (e: null, all: typeof addresses) => void)(null, addresses);
      return;
    }
    const first = addresses[0];
    callback(null, first?.address ?? "", first?.family ?? 4);
  });
};

/** Resolves a URL's host and says whether webhooks may be sent there (checked again on send). */
export async function isPublicUrl(url: URL): Promise<boolean> {
  const host = hostOf(url);
  if (isIP(host)) return !isPrivateAddress(host);
  return new Promise((resolve) => {
    publicOnlyLookup(host, { all: true }, (error) => resolve(!error));
  });
}
