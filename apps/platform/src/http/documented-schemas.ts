import { $ZodRegistry, type GlobalMeta, globalRegistry } from "zod/v4/core";

// The contract's schemas name themselves in zod's global registry (`.meta({ id })`), and the
// OpenAPI document turns each name into a component. The site's server build carries its own copy
// of the contract; when the site plugin loads it, every name is registered a second time, on other
// schema objects, and zod refuses to convert two schemas under one name (the document answered
// 500 wherever the site is served). The document therefore keeps the names as the platform's own
// code registered them: a copy of the registry's names taken the first time an app is built, after
// the platform's modules have loaded and before any site build has.

let platformNames: $ZodRegistry<GlobalMeta> | undefined;

/** The registry the OpenAPI transforms read: the platform's named schemas, with all metadata. */
export function documentedSchemas(): $ZodRegistry<GlobalMeta> {
  if (platformNames) return platformNames;
  const registry = new $ZodRegistry<GlobalMeta>();
  // Metadata (descriptions, formats) is looked up per schema object: the global map serves both.
  registry._map = globalRegistry._map;
  registry._idmap = new Map(globalRegistry._idmap);
  platformNames = registry;
  return registry;
}
