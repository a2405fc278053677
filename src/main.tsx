import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { LANGUAGE_COOKIE } from '../contract/http.ts';
import { directionOf, toSupportedLanguage } from '../machines/language/direction.ts';
import { createBrowserApp, readStoredSession } from '@/app/app-actor.ts';
import { configureFlows } from '@/app/flows/flow-host.ts';
import { servicesOf } from '@/app/app-context.tsx';
import { AppRoot } from '@/app/app-root.tsx';
import { AppRoutes } from '@/app/app-routes.tsx';
import { applyLanguageToDocument, readCookie, writeLanguageCookie } from '@/app/browser-effects.ts';
import { getChakraSystem } from '@/app/providers/chakra-system.ts';
import { createEmotionCache } from '@/app/providers/emotion-cache.ts';
import { decideFor } from '@/app/router-adapter.tsx';
import { preloadPage } from '@/app/routes/lazy-page.tsx';
import { findRoute } from '@/app/routes/route-table.ts';
import { createInspection } from '@/lib/dev-tools.ts';
import { loadMessages, startMessages } from '@/lib/i18n/messages.ts';
import { screenFlagsFor } from '@/lib/screen-flags.ts';
import { appStorage } from '@/lib/storage.ts';
import { adoptLanguageOfAddress } from '@/lib/content/language-address.ts';

async function start() {
  // Support opening a customer's support code (dev/staging builds only): storage first, machines below.
  const capsule = __DEV_TOOLS__ && window.sessionStorage.getItem('support.pendingCapsule') ? await openPendingCapsule() : null;

  // An address in one language (`?lang=ar`, what hreflang links and search results point to) is
  // adopted as the visitor's choice; otherwise the stored `lang` decides (spec), and the cookie is the
  // server's copy, for prerendered pages.
  adoptLanguageOfAddress(appStorage);
  const language = toSupportedLanguage(appStorage.getText('lang') ?? readCookie(LANGUAGE_COOKIE));
  const dir = directionOf(language);
  if (readCookie(LANGUAGE_COOKIE) !== language) writeLanguageCookie(language);

  const inspect = await createInspection();
  configureFlows({ inspect });
  const { appActor, api } = createBrowserApp(appStorage, language, inspect, capsule?.appSnapshot);
  appActor.start();
  // Restored machines do not replay entry actions: put the capsule's language on the document.
  if (capsule) applyLanguageToDocument(language, dir);
  const session = appActor.system.get('session');

  // Another tab signed in or out, or a 403 there wiped storage: follow it.
  window.addEventListener('storage', (event) => {
    if (event.storageArea === window.localStorage) session.send({ type: 'session.storageChanged', stored: readStoredSession(appStorage) });
  });
  const rememberScreen = () => appStorage.setFlag('isMobile', screenFlagsFor(window.innerWidth).isMobile);
  rememberScreen();
  window.addEventListener('resize', rememberScreen, { passive: true });

  const entry = findRoute(window.location.pathname);
  startMessages(language);
  const [messages, emotionCache] = await Promise.all([
    loadMessages(language),
    createEmotionCache(dir),
    entry ? preloadPage(entry) : undefined,
  ]);
  // Start-up in separate tasks, so the page answers input between them (total blocking time).
  await yieldToBrowser();
  getChakraSystem();
  await yieldToBrowser();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');

  const app = (
    <StrictMode>
      <AppRoot
        services={servicesOf(appActor, api)}
        language={language}
        dir={dir}
        messages={messages}
        emotionCache={emotionCache}
      >
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppRoot>
    </StrictMode>
  );

  // Hydrate only what the build prerendered for this very page, in this language, for a visitor the
  // guards let stay; anything else renders afresh.
  const prerenderedPath = container.dataset.prerenderedPath;
  const hydrate =
    prerenderedPath !== undefined &&
    prerenderedPath === window.location.pathname.replace(/(.)\/$/, '$1') &&
    container.dataset.prerenderedLanguage === language &&
    decideFor(window.location, session.getSnapshot().context).kind === 'allow';
  // A transition lets React hydrate (or render) in slices, yielding to input in between.
  startTransition(() => {
    if (hydrate) {
      hydrateRoot(container, app);
    } else {
      container.replaceChildren();
      createRoot(container).render(app);
    }
  });
}

async function openPendingCapsule() {
  const { applyCapsuleStorage, takePendingCapsule } = await import('@/app/support/support-code.ts');
  const capsule = takePendingCapsule();
  if (capsule) applyCapsuleStorage(capsule, appStorage);
  return capsule;
}

function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

void start();
