// Imported first by server.ts: React, React Router and Fastify read NODE_ENV when they load, and
// without it React renders pages with its development build (several times slower on the server).
// An explicit NODE_ENV (Vitest's "test", a developer's "development") is kept.
process.env.NODE_ENV ??= "production";
