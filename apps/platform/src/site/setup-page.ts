/** What GET / shows when the web app has not been built yet. */
export const SETUP_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Croupier</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<h1>Croupier platform is running</h1>
<p>The player site has not been built yet. Run <code>npm run build</code> at the repository root, then restart.</p>
<p>The API is here: <a href="/api/docs">/api/docs</a> · <a href="/health">/health</a></p>
</body>
</html>`;
