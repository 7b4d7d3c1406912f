// Starts the web app on a page rendered on the server (docs/decisions/017) once it has painted
// its content and its largest picture: it is readable already, so its scripts load after them
// instead of competing with the stylesheet and the pictures for a slow connection. The API writes the entry
// and the scripts to preload into this element's data attributes.
(() => {
  const boot = document.currentScript;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of (boot.dataset.preload ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = boot.dataset.entry;
    document.head.append(script);
  };
  // The page's largest picture (marked fetchpriority="high": the first photo of a studio, the
  // first card of a list) is its largest paint: the scripts wait for it too, so that they do not
  // share a slow connection with it (bench/web.md).
  const heroes = [...document.querySelectorAll('img[fetchpriority="high"]')].filter(
    (image) => !image.complete,
  );
  const heroesLoaded = Promise.all(
    heroes.map(
      (image) =>
        new Promise((resolve) => {
          image.addEventListener('load', resolve, { once: true });
          image.addEventListener('error', resolve, { once: true });
        }),
    ),
  );
  const firstPaint = new Promise((resolve) => {
    if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      new PerformanceObserver((entries, observer) => {
        if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        resolve();
      }).observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(() => setTimeout(resolve, 0));
    }
  });
  void Promise.all([firstPaint, heroesLoaded]).then(start);
  // A tab opened in the background paints nothing until it is shown; start it anyway.
  setTimeout(start, 1000);
})();
