/* Pocket's Web Push handlers, loaded into the workbox service worker with importScripts (docs/messages.md#web-push).
 * A push carries JSON { title, body, url, tag } (the server encrypts it for this browser, RFC 8291). The notification
 * shows the text; a tap opens the page it names (the bill) in the app's window, or in a new one. */
/* eslint-disable */
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch (e) {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = data.title || 'Pocket';
  const options = {
    body: data.body || 'Open Pocket to see what is new.',
    tag: data.tag || undefined,
    icon: '/icons/pocket-192.png',
    badge: '/icons/pocket-192.png',
    data: { url: typeof data.url === 'string' && data.url.startsWith('/') ? data.url : '/home' },
  };
  event.waitUntil(self.registration.showNotification(title, options));
});

/** Opens `url` of this app: an open window of the app goes there (and comes to the front), else a new window opens. */
async function openInApp(url) {
  const target = new URL(url, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const mine = windows.find((w) => new URL(w.url).origin === self.location.origin);
  if (mine) {
    const moved = await mine.navigate(target).catch(() => null);
    await (moved || mine).focus().catch(() => undefined);
    if (moved) return moved;
  }
  return self.clients.openWindow(target);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || '/home';
  const opening = openInApp(url);
  // A trusted click keeps the worker alive until the window is open; a synthetic one (the browser journey) cannot.
  try {
    event.waitUntil(opening);
  } catch (e) {
    /* untrusted event */
  }
});
