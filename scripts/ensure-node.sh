#!/usr/bin/env bash
# Puts Node 24 first on PATH when the machine's node is older than 22.12 (or missing).
# Node comes from the npm registry's `node` package, whose binary ships inside the package, into
# ./.tools of the checkout. Source this file: `source scripts/ensure-node.sh`.
croupier_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
croupier_tools="$croupier_root/.tools"

croupier_node_ok() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>22||(a===22&&b>=12)?0:1)'
}

if ! croupier_node_ok; then
  if [ ! -x "$croupier_tools/node_modules/node/bin/node" ]; then
    echo "ensure-node: machine node is $(node -v 2>/dev/null || echo missing); fetching Node 24 from the npm registry" >&2
    npm install --silent --no-audit --no-fund --prefix "$croupier_tools" node@24 >&2
  fi
  export PATH="$croupier_tools/node_modules/node/bin:$PATH"
fi
echo "ensure-node: using node $(node -v) from $(command -v node)" >&2
