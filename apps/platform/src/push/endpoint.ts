import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP } from "node:net";

// A subscription's endpoint is chosen by the browser, so by whoever calls our API: our server then
// POSTs to it. To keep that from reaching our own network (SSRF), an endpoint must be an https URL
// on a public host name, and every address its host resolves to at send time must be public (a
// name that resolves to 10.0.0.1 at send time is refused then: no DNS rebinding). Tests and local
// development switch this off (PUSH_ALLOW_PRIVATE_ENDPOINTS), and then plain http is accepted too.

const PRIVATE_RANGES = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  PRIVATE_RANGES.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  PRIVATE_RANGES.addSubnet(network, prefix, "ipv6");
}

/** True for loopback, private, link-local, carrier-grade NAT, documentation and multicast addresses. */
export function isPrivateAddress(address: string): boolean {
  const version = isIP(address);
  if (version === 0) return true;
  // An IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
  const mapped = mappedIpv4(address);
  if (mapped) return PRIVATE_RANGES.check(mapped, "ipv4");
  return PRIVATE_RANGES.check(address, version === 6 ? "ipv6" : "ipv4");
}

/** `::ffff:10.0.0.1` or `::ffff:a00:1` (as URLs write it) as `10.0.0.1`; null for any other address. */
function mappedIpv4(address: string): string | null {
  const dotted = /^::ffff:(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})$/i.exec(address)?.[1];
  if (dotted) return dotted;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (!hex) return null;
  const high = Number.parseInt(hex[1] ?? "0", 16);
  const low = Number.parseInt(hex[2] ?? "0", 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

const LOCAL_NAMES = /(^|\.)(localhost|local|localdomain|internal|intranet|lan|home|corp|private|invalid|test)$/i;

/**
 * The endpoint as a URL when it may be sent to: https (or http when private hosts are allowed), no
 * user name or password, a host that is a public name or address. Null otherwise.
 */
export function checkEndpoint(endpoint: string, allowPrivate: boolean): URL | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && !(allowPrivate && url.protocol === "http:")) return null;
  if (url.username || url.password || url.hash) return null;
  if (allowPrivate) return url;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) return isPrivateAddress(host) ? null : url;
  if (!host.includes(".") || LOCAL_NAMES.test(host.replace(/\.$/, ""))) return null;
  return url;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for http(s).request that refuses a host resolving to any private address, so the
 * connection can only be made to the public address that was checked.
 */
export function publicOnlyLookup(hostname: string, options: object, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) {
      callback(error, []);
      return;
    }
    const list = addresses as LookupAddress[];
    const refused = list.find((entry) => isPrivateAddress(entry.address));
    if (refused || list.length === 0) {
      const failure: NodeJS.ErrnoException = new Error(`push endpoint host ${hostname} is not public`);
      failure.code = "EPUSHPRIVATE";
      callback(failure, []);
      return;
    }
    if ((options as { all?: boolean }).all) callback(null, list);
    else callback(null, list[0]?.address ?? "", list[0]?.family);
  });
}
