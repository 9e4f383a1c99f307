import type { FastifyInstance } from "fastify";
import { authRoutes } from "./auth-routes.ts";
import { createIdentityContext } from "./context.ts";
import { tokenRoutes } from "./token-routes.ts";

/** `/api/users/*`: accounts, sessions and the e-mailed links. */
export async function identityRoutes(app: FastifyInstance): Promise<void> {
  const context = createIdentityContext(app);
  app.addHook("onClose", async () => context.mailer.stop());
  await app.register(authRoutes(context));
  await app.register(tokenRoutes(context));
}
