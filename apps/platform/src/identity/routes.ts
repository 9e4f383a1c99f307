import type { FastifyInstance } from "fastify";
import { authRoutes } from "./auth-routes.ts";
import { createIdentityContext } from "./context.ts";
import type { IdentityNeeds } from "./needs.ts";
import { tokenRoutes } from "./token-routes.ts";
import { twoFactorRoutes } from "./two-factor-routes.ts";

/** `/api/users/*`: accounts, sessions and the e-mailed links, and two-factor sign-in (`/api/v2/player/two_factor`); `needs` comes from the modules above. */
export async function identityRoutes(app: FastifyInstance, needs: IdentityNeeds): Promise<void> {
  const context = createIdentityContext(app, needs);
  app.addHook("onClose", async () => context.mailer.stop());
  await app.register(authRoutes(context));
  await app.register(tokenRoutes(context));
  await app.register(twoFactorRoutes);
}
