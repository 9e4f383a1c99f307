/// <reference path="./geoip-country.d.ts" />
import geoip from "geoip-country";

/** The ISO country of an IP address (MaxMind GeoLite2 data in geoip-country), or null for private ones. */
export function lookupCountry(ip: string): string | null {
  try {
    return geoip.lookup(ip)?.country || null;
  } catch {
    return null;
  }
}
