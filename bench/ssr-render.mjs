// Time of one server-side render of a few fixed pages by the built server copy of the app
// (apps/web/dist-server, decision 017), in this process, with every API call the page makes
// answered by an empty list: the render alone, without the database or HTTP.
// Usage: npm run build -w @studio-hive/web && node bench/ssr-render.mjs
//   (NODE_ENV as the server would have it; `npm start` leaves it unset). Results: bench/web.md.
const entry = new URL('../apps/web/dist-server/entry-server.js', import.meta.url);
const { renderPage } = await import(entry.href);
const emptyList = async () =>
  new Response('[]', { headers: { 'content-type': 'application/json' } });
const WARM_UP = 30;
const RENDERS = 200;

for (const url of ['/about', '/help', '/']) {
  for (let i = 0; i < WARM_UP; i += 1) await renderPage(url, { fetch: emptyList });
  const started = performance.now();
  for (let i = 0; i < RENDERS; i += 1) await renderPage(url, { fetch: emptyList });
  const each = (performance.now() - started) / RENDERS;
  console.log(`NODE_ENV ${process.env.NODE_ENV ?? 'unset'}: ${url} ${each.toFixed(2)} ms a render`);
}
