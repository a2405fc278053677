/**
 * Resolves once the page is the app's (React has hydrated it: `<html data-app-ready>`) and the main
 * thread is next idle, at the latest `timeoutMs` after that. For work the first view does not show
 * (the notifications' first load: the unread badge), kept out of the start-up tasks that decide how
 * soon the page answers input (total blocking time).
 */
export function afterFirstView(timeoutMs = 2000): Promise<void> {
  const root = document.documentElement;
  const ready = new Promise<void>((resolve) => {
    if (root.dataset.appReady) return resolve();
    const observer = new MutationObserver(() => {
      if (!root.dataset.appReady) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-app-ready'] });
  });
  return ready.then(
    () =>
      new Promise<void>((resolve) => {
        if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
        else setTimeout(resolve, 0);
      }),
  );
}
