import { timingSafeEqual } from "node:crypto";
import { BlockList, isIP } from "node:net";
import type { FastifyReply, FastifyRequest } from "fastify";
import { normaliseIp } from "../http/client-ip.ts";

export interface MetricsAccess {
  token: string | undefined;
  allowedIps: string[];
  /** With no trusted proxy, a relayed request's peer address is the proxy's, not the scraper's. */
  trustsProxies: boolean;
}

/**
 * The guard of /metrics: it answers a request bearing `Authorization: Bearer
 * $METRICS_TOKEN`, or one from METRICS_ALLOWED_IPS (loopback by default, so a Prometheus on the
 * same host and the demo keep working). Anything else: 401 with a Bearer challenge.
 */
export function createMetricsGuard(access: MetricsAccess) {
  const allowed = toBlockList(access.allowedIps);
  return async function requireMetricsAccess(request: FastifyRequest, reply: FastifyReply) {
    if (access.token && hasBearer(request.headers.authorization, access.token)) return;
    if (isFromAllowedAddress(request, allowed, access.trustsProxies)) return;
    return reply
      .code(401)
      .header("www-authenticate", 'Bearer realm="metrics"')
      .send({ error: "Metrics need a bearer token (METRICS_TOKEN) or an allowed address (METRICS_ALLOWED_IPS)" });
  };
}

function isFromAllowedAddress(request: FastifyRequest, allowed: BlockList, trustsProxies: boolean): boolean {
  // A reverse proxy on this host that is not in TRUSTED_PROXIES would make every visitor "loopback".
  const isRelayed = request.headers["x-forwarded-for"] !== undefined || request.headers.forwarded !== undefined;
  if (isRelayed && !trustsProxies) return false;
  const ip = normaliseIp(request.clientIp);
  const version = isIP(ip);
  return version !== 0 && allowed.check(ip, version === 4 ? "ipv4" : "ipv6");
}

function hasBearer(header: string | undefined, token: string): boolean {
  const match = /^Bearer[ \t]+(\S{1,512})[ \t]*$/i.exec(header ?? "");
  if (!match?.[1]) return false;
  const presented = Buffer.from(match[1]);
  const expected = Buffer.from(token);
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

function toBlockList(items: string[]): BlockList {
  const list = new BlockList();
  for (const item of items) {
    const [address = "", prefix] = item.split("/");
    const type = isIP(address) === 4 ? "ipv4" : "ipv6";
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}
