import type { Config } from "@react-router/dev/config";

// Server-rendered: the platform serves build/client statically and hands every other GET to the
// request handler built from build/server.
export default {
  appDirectory: "app",
  ssr: true,
} satisfies Config;
