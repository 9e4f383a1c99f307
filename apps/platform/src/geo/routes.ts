import { countries, currentIp, restrictionMarks, restrictions } from "@croupier/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { localizeCountries } from "./localize-countries.ts";
import { lookupCountry } from "./lookup-country.ts";
import { getDefaultCurrency, listCountries, listMarksForCountry, listRestrictions } from "./repository.ts";

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  app.get(
    "/current_ip",
    {
      schema: {
        tags: ["geo"],
        summary: "The visitor's IP, country and starting currency",
        response: { 200: currentIp },
      },
    },
    async (request) => {
      const ip = request.clientIp;
      const countryCode = lookupCountry(ip);
      return {
        ip,
        country_code: countryCode,
        region_code: null,
        default_currency: await getDefaultCurrency(db, countryCode),
      };
    },
  );

  app.get(
    "/restrictions",
    { schema: { tags: ["geo"], summary: "What each restriction mark hides", response: { 200: restrictions } } },
    async () => listRestrictions(db),
  );

  app.get(
    "/restrictions/marks",
    {
      schema: {
        tags: ["geo"],
        summary: "Restriction marks for the visitor's country",
        response: { 200: restrictionMarks },
      },
    },
    async (request) => listMarksForCountry(db, lookupCountry(request.clientIp)),
  );

  app.get(
    "/info/countries",
    { schema: { tags: ["info"], summary: "Countries, named in the requested language", response: { 200: countries } } },
    async (request) => localizeCountries(await listCountries(db), request.locale),
  );
};
