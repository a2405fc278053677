import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { LANGUAGE_COOKIE } from '../contract/http.ts';
import { directionOf, toSupportedLanguage } from '../machines/language/direction.ts';
import { createBrowserApp, readStoredSession } from '@/app/app-actor.ts';
import { configureFlows } from '@/app/flows/flow-host.ts';
import { servicesOf } from '@/lib/app-context.tsx';
import { AppRoot } from '@/app/app-root.tsx';
import { AppRoutes } from '@/app/app-routes.tsx';
import { applyLanguageToDocument, readCookie, writeLanguageCookie } from '@/app/browser-effects.ts';
import { prepareChakraSystem } from '@/app/providers/chakra-system.ts';
import { createEmotionCache } from '@/app/providers/emotion-cache.ts';
import { decideFor } from '@/app/router-adapter.tsx';
import { anonymousOnlyAttribute } from '@/lib/first-view-attributes.ts';
import { preloadPage } from '@/app/routes/lazy-page.tsx';
import { findRoute } from '@/app/routes/route-table.ts';
import { createInspection } from '@/lib/dev-tools.ts';
import { currentMessages, formattingLocaleFor, loadMessages, startMessages } from '@/lib/i18n/messages.ts';
import { screenFlagsFor } from '@/lib/screen-flags.ts';
import { appStorage } from '@/lib/storage.ts';
import { adoptLanguageOfAddress } from '@/lib/content/language-address.ts';

async function start() {
  // The chunks' evaluation is one long task: start in the next one (total blocking time).
  await yieldToBrowser();
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
  const rememberScreen = () => appStorage.setFlag('isMobile', screenFlagsFor(window.innerWidth).isMobile);
  // Reading the width can make the browser lay the page out: a task of its own. Before the session
  // starts: a 403 to its first call wipes every stored key, this one too, and must come after it.
  await yieldToBrowser();
  rememberScreen();
  window.addEventListener('resize', rememberScreen, { passive: true });
  await yieldToBrowser();
  appActor.start();
  // Restored machines do not replay entry actions: put the capsule's language on the document.
  if (capsule) applyLanguageToDocument(language, dir);
  const session = appActor.system.get('session');

  // Another tab signed in or out, or a 403 there wiped storage: follow it.
  window.addEventListener('storage', (event) => {
    if (event.storageArea === window.localStorage) session.send({ type: 'session.storageChanged', stored: readStoredSession(appStorage) });
  });

  const entry = findRoute(window.location.pathname);
  startMessages(language);
  const messagesLoaded = loadMessages(language);
  // Asking for the page's chunks is work of its own (one preload link per chunk): the next task.
  await yieldToBrowser();
  const [, emotionCache] = await Promise.all([messagesLoaded, createEmotionCache(dir), entry ? preloadPage(entry) : undefined]);
  // What the page renders with first: the core messages, and the rest too when its page needed them
  // (a form prerendered with all of them hydrates with all of them).
  const messages = currentMessages();
  // Start-up in separate tasks, so the page answers input between them (total blocking time).
  await yieldToBrowser();
  await prepareChakraSystem(yieldToBrowser);
  await yieldToBrowser();
  // react-intl checks the locale against Intl's data when its provider first renders; the browser's
  // first look at that data is slow (~60 ms at 4x CPU): here, in a task of its own, not in React's.
  Intl.NumberFormat.supportedLocalesOf(formattingLocaleFor(language));
  await yieldToBrowser();
  Intl.DateTimeFormat.supportedLocalesOf(formattingLocaleFor(language));
  await yieldToBrowser();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');

  const app = (
    <StrictMode>
      <AppRoot services={servicesOf(appActor, api)} language={language} messages={messages} emotionCache={emotionCache}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppRoot>
    </StrictMode>
  );

  // A page whose HTML is the anonymous view hid its sign-in prompt from a signed-in visitor
  // (first-view.tsx): it stays hidden while the app renders the page over it.
  if (container.dataset.anonymousView !== undefined) {
    if (session.getSnapshot().context.username) {
      container.querySelectorAll<HTMLElement>(`[${anonymousOnlyAttribute}]`).forEach((element) => (element.style.visibility = 'hidden'));
      container.dataset.firstView = 'skeleton';
    }
    delete container.dataset.anonymousView;
  }
  // Hydrate only what the build prerendered as this page's first view (its path, or its route's
  // pattern), in this language, for a visitor the guards let stay both as they are and as the
  // anonymous visitor the HTML was rendered for; anything else (a skeleton, another language)
  // renders afresh over the HTML, which stays on screen until React commits.
  const prerenderedPath = container.dataset.prerenderedPath;
  const pathname = window.location.pathname.replace(/(.)\/$/, '$1');
  const anonymous = { username: null, backendUser: false, registrationStep: null, temporaryPath: null };
  const hydrate =
    prerenderedPath !== undefined &&
    (prerenderedPath === pathname || prerenderedPath === entry?.path) &&
    container.dataset.firstView !== 'skeleton' &&
    container.dataset.prerenderedLanguage === language &&
    decideFor(window.location, session.getSnapshot().context).kind === 'allow' &&
    decideFor(window.location, anonymous).kind === 'allow';
  // A transition lets React hydrate (or render) in slices, yielding to input in between.
  startTransition(() => {
    if (hydrate) {
      hydrateRoot(container, app, { onRecoverableError: reportRenderedAfresh });
    } else {
      createRoot(container).render(app);
    }
  });
}

/**
 * A page whose first render differs from its HTML (a flow resumed at a later step, a signed-in
 * customer's account section) is rendered afresh by React inside the page's boundary: expected, so
 * not reported as an error.
 */
function reportRenderedAfresh(error: unknown) {
  console.info('Rendered afresh where the page differed from its HTML:', error instanceof Error ? error.message : error);
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
