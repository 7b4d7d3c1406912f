// Starts the web app on a page rendered on the server (docs/decisions/017) once it has painted
// its content: it is readable already, so its scripts (and, on a page that carries its critical
// CSS, the stylesheet) load after the first paint instead of competing with the pictures for a
// slow connection. The API puts this code at the end of each page it renders (decision 047) and
// writes the entry, the scripts to preload and the stylesheet into this element's data attributes.
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
    const run = () => {
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = boot.dataset.entry;
      document.head.append(script);
    };
    // A page that carries its critical CSS (decision 053) loads the whole stylesheet now, and
    // runs the app once it has arrived: what the app draws next may need any of its rules.
    const href = boot.dataset.stylesheet;
    if (!href) return run();
    const stylesheet = document.createElement('link');
    stylesheet.rel = 'stylesheet';
    stylesheet.crossOrigin = '';
    stylesheet.href = href;
    stylesheet.addEventListener('load', run);
    stylesheet.addEventListener('error', run);
    document.head.append(stylesheet);
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
  // A tab opened in the background paints nothing until it is shown; start it anyway.
  setTimeout(start, 1000);
})();
