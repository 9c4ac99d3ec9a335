// Imported by the generated service worker (vite.config.ts): the messages of the installable-app
// client (spec §7). Workbox itself answers SKIP_WAITING ('activate update').

/** 'check for updates': look for a new service worker now, and answer whether one was found. */
self.addEventListener('message', (event) => {
  if (event.data?.type !== 'CHECK_FOR_UPDATES') return;
  const port = event.ports?.[0];
  event.waitUntil(
    self.registration
      .update()
      .then(() => {
        const found = Boolean(self.registration.installing || self.registration.waiting);
        if (port) port.postMessage({ type: 'UPDATE_CHECKED', found });
      })
      .catch((error) => {
        if (port) port.postMessage({ type: 'UPDATE_CHECK_FAILED', message: String(error) });
      }),
  );
});

/** Push events are passed on to the open app, which shows their text. */
self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { text: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((clients) => {
      for (const client of clients) client.postMessage({ type: 'PUSH', payload });
    }),
  );
});
