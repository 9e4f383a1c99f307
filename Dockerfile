# The platform image: one platform node (the API, the player site and the back office on one
# origin). Run several behind a load balancer on one PostgreSQL server: compose.yaml describes
# that layout, and the README's "Running several nodes" lists the environment each node needs.
#
#   docker build -t croupier .
#   docker run -e DATABASE_URL=postgres://... -e PUBLIC_ORIGIN=https://casino.example -p 3000:3000 croupier

FROM node:24-bookworm-slim AS build
WORKDIR /app
# The workspaces' manifests first, so `npm ci` is cached until a dependency changes.
COPY package.json package-lock.json ./
COPY scripts/postinstall.ts scripts/
COPY packages/contract/package.json packages/contract/
COPY packages/games/package.json packages/games/
COPY apps/platform/package.json apps/platform/
COPY apps/web/package.json apps/web/
COPY apps/backoffice/package.json apps/backoffice/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w apps/web && npm run build -w apps/backoffice

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_MMAP_THRESHOLD_=1048576
WORKDIR /app
# The platform runs its TypeScript sources with Node's type stripping; the site's server-side
# renderer and the back office are served from their builds. MALLOC_MMAP_THRESHOLD_ and the V8
# flag are `npm start`'s memory settings (scripts/start.ts says why).
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# /health answers while the process serves; the balancer's own checks may use /ready (database
# reachable, migrations applied).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM: the node stops accepting, finishes its requests, closes WebSockets with a reconnect code
# (clients move to another node and recover what they missed), then closes the database.
STOPSIGNAL SIGTERM
CMD ["node", "--max-semi-space-size=16", "--heap-growing-percent=50", "apps/platform/src/server.ts"]
