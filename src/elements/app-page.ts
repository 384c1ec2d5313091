// The entry of the application's own pages (index.html, app.html): it defines `<meet-app>` once the page has
// painted, so the login view index.html carries is on screen before React and the core are evaluated (its LCP).
// The page preloads its files meanwhile (vite.config.ts, `preloadApplication`): waiting costs no round trip. It
// imports the shell and `defineElement` themselves, not `./meet-app`, whose file would be one more request.

const start = () =>
  Promise.all([import('../screens/app/app'), import('./define')]).then(([{ App }, { defineElement }]) =>
    defineElement('meet-app', App),
  );

// A hidden page paints no frame: it starts at once. Else animation frame callbacks run just before the frame is
// painted, and a task queued from one runs after it.
if (document.hidden) void start();
else requestAnimationFrame(() => setTimeout(start));

// Read as a module by TypeScript (its test imports it): it exports nothing.
export {};
