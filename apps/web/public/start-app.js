// Starts the web app on a page rendered on the server (docs/decisions/017) once it has painted
// its content: it is readable already, so its scripts load after the first paint instead of
// competing with the stylesheet and the pictures for a slow connection. The API puts this code at
// the end of each page it renders (decision 047) and writes the entry and the scripts to preload
// into this element's data attributes.
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
