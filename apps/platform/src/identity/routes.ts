import type { FastifyInstance } from "fastify";
import { authRoutes } from "./auth-routes.ts";
import { createIdentityContext } from "./context.ts";
import type { IdentityNeeds } from "./needs.ts";
import { tokenRoutes } from "./token-routes.ts";

/** `/api/users/*`: accounts, sessions and the e-mailed links; `needs` comes from the modules above. */
export async function identityRoutes(app: FastifyInstance, needs: IdentityNeeds): Promise<void> {
  const context = createIdentityContext(app, needs);
  app.addHook("onClose", async () => context.mailer.stop());
  await app.register(authRoutes(context));
  await app.register(tokenRoutes(context));
}
