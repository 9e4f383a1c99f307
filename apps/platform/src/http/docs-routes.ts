import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";

/** The OpenAPI 3.1 document generated from the contract's zod schemas, and Swagger UI over it. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  // staticCSP: Swagger UI's pages get a CSP with the hashes of its own inline scripts.
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: true });
  app.get("/api/docs/openapi.json", { schema: { hide: true } }, async () => app.swagger());
}
