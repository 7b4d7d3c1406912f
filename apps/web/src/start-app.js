// Starts the web app on a page rendered on the server (docs/decisions/017) once it has painted
// its content and its first picture: it is readable already, so its scripts (and, on a page that
// carries its critical CSS, the stylesheet) load after that instead of competing with the
// pictures for a slow connection. The API puts this code at the end of each page it renders
// (decision 047) and writes the entry, the scripts to preload and the stylesheet into this
// element's data attributes. The build emits it, minified, as `/start-app.js` (vite.config.ts).
(() => {
  const boot = document.currentScript;
  let started = false;
  const element = (tag, properties) =>
    Object.assign(document.createElement(tag), { crossOrigin: '', ...properties });
  const start = () => {
    if (started) return;
    started = true;
    const links = (boot.dataset.preload ?? '')
      .split(' ')
      .filter(Boolean)
      .map((href) => element('link', { rel: 'modulepreload', href }));
    const run = () =>
      document.head.append(element('script', { type: 'module', src: boot.dataset.entry }));
    // A page that carries its critical CSS (decision 053) loads the whole stylesheet first, and
    // runs the app once it has arrived: what the app draws next may need any of its rules.
    const href = boot.dataset.stylesheet;
    if (href) {
      const stylesheet = element('link', { rel: 'stylesheet', href });
      stylesheet.addEventListener('load', run);
      stylesheet.addEventListener('error', run);
      links.unshift(stylesheet);
    }
    // Each link starts a download, a millisecond or more of main thread on a phone: a few at a
    // time, yielding in between, so that starting the app is not one long task (bench/web.md).
    // A stylesheet already cached may run the app before the last links are in: its imports
    // then fetch what is not preloaded yet, once each.
    const appendSome = () => {
      document.head.append(...links.splice(0, 4));
      if (links.length > 0) setTimeout(appendSome, 0);
      else if (!href) run();
    };
    appendSome();
  };
  // A tab opened in the background paints nothing until it is shown: it starts after a second.
  // A page in view starts after three at the latest, whatever its paint and picture do.
  setTimeout(() => document.hidden && start(), 1000);
  setTimeout(start, 3000);
  // The page's first picture (fetched first: the largest paint of a listing or a studio's page)
  // is waited for as well, until it is painted or cannot be: the scripts would take its
  // connection, and its paint would wait for them on a busy main thread.
  const afterFirstPicture = () => {
    const picture = document.querySelector('img[fetchpriority="high"]');
    const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
    if (!picture?.decode) return afterPaint();
    picture.decode().then(afterPaint, afterPaint);
  };
  if (
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      afterFirstPicture();
    }).observe({ type: 'paint', buffered: true });
  } else {
    afterFirstPicture();
  }
})();
