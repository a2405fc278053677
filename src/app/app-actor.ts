import { type Snapshot, createActor, fromCallback, fromPromise } from 'xstate';
import { BUILD_MANIFEST_PATH } from '../../contract/http.ts';
import { type AppInput, appMachine } from '../../machines/app/app.machine.ts';
import { buildUpdateMachine } from '../../machines/build-update/build-update.machine.ts';
import { directionOf } from '../../machines/language/direction.ts';
import { languageMachine } from '../../machines/language/language.machine.ts';
import { notificationsMachine } from '../../machines/notifications/notifications.machine.ts';
import { type SessionTag, type StoredSession, selectIsLoggedIn, sessionMachine } from '../../machines/session/session.machine.ts';
import type { ApiClient } from '@/lib/api/client.ts';
import { createLazyApiClient } from '@/lib/api/lazy-client.ts';
import { reloadInNewLanguage } from '@/lib/content/language-address.ts';
import { apiConfig, currentBuildId } from '@/lib/config.ts';
import type { Inspect } from '@/lib/dev-tools.ts';
import { type AppStorage, storageKeys } from '@/lib/storage.ts';
import { createWithSession } from '@/lib/api/with-session.ts';
import { showSessionNotice } from '@/features/auth/session-notice.tsx';
import type { LoginResult } from '../../contract/accounts.ts';
import { forgetAllFlows } from './flows/flow-host.ts';
import { afterFirstView } from './after-first-view.ts';
import {
  applyLanguageToDocument,
  readLastBuildReload,
  writeLanguageCookie,
  writeLastBuildReload,
} from './browser-effects.ts';

/** The stored keys the session machine mirrors. */
export function readStoredSession(storage: AppStorage): StoredSession {
  const stored = storage.read();
  return {
    sessionToken: stored.sessionToken ?? '',
    sessionId: stored.sessionId ?? '',
    apiKey: stored.apiKey ?? '',
    username: stored.username,
    userFullName: stored.userFullName,
    emailAddress: stored.emailAddress,
    countryCode: stored.countryCode,
    geoId: stored.geoId,
    loginTypeEnumId: stored.loginTypeEnumId,
    registrationStep: stored.registrationStep,
    backendUser: stored.backendUser,
  };
}

/** The spec's keys of a login, stored as the session machine's context holds them. */
export function storeLogin(storage: AppStorage, result: LoginResult) {
  const texts = ['username', 'userFullName', 'emailAddress', 'countryCode', 'geoId', 'loginTypeEnumId', 'apiKey', 'sessionId', 'sessionToken', 'registrationStep'] as const;
  for (const key of texts) storage.setText(key, result[key]);
  storage.setFlag('backendUser', result.backendUser);
}

/** Sign-out: every key of the signed-in customer goes; the language (lang, dir) stays. */
export function clearSignedIn(storage: AppStorage) {
  for (const key of storageKeys) if (key !== 'lang' && key !== 'dir') storage.remove(key);
}

/**
 * The browser's implementations of the effects the machines name, and the app actor that runs them.
 * The API client and the session actor refer to each other, so the client reaches the session
 * through the started actor's system.
 */
export function createBrowserApp(storage: AppStorage, language: string, inspect?: Inspect, snapshot?: unknown) {
  // eslint-disable-next-line prefer-const -- assigned once below; the client needs it lazily.
  let appActor: ReturnType<typeof createActor<typeof appMachine>>;
  const session = () => appActor.system.get('session');

  const api: ApiClient = createLazyApiClient({
    config: apiConfig,
    storage,
    onSessionToken: (sessionToken) => session()?.send({ type: 'session.tokenReceived', sessionToken }),
    onForbidden: () => session()?.send({ type: 'session.forbidden' }),
    onUnauthorized: () => session()?.send({ type: 'session.expired' }),
  });
  const withSession = createWithSession(api, storage);
  let firstFeedLoad: Promise<void> | null = null;

  const logic = appMachine.provide({
    actors: {
      session: sessionMachine.provide({
        actors: {
          fetchSessionToken: fromPromise(() => api.call('securityToken')),
          logIn: fromPromise(({ input }) => withSession(() => api.call('login', { body: input }))),
          logInAsGuest: fromPromise(() => withSession(() => api.call('guestLogin', { body: {} }))),
          startGoogle: fromPromise(() => withSession(() => api.call('googleStart', { body: {} }))),
          finishGoogle: fromPromise(({ input }) => withSession(() => api.call('googleCallback', { body: input }))),
          endSession: fromPromise(() => api.call('endSession')),
        },
        actions: {
          storeLogin: (_, { result }) => storeLogin(storage, result),
          clearSignedIn: () => {
            clearSignedIn(storage);
            forgetAllFlows();
          },
          // The session ran out (401): the same customer signs in again and finds their purchase draft.
          clearExpiredSession: () => {
            clearSignedIn(storage);
            forgetAllFlows({ keepDrafts: true });
          },
          // Signed out in another tab: the customer's purchase draft waits for them to sign in again.
          forgetFlows: () => forgetAllFlows({ keepDrafts: true }),
          storeRegistrationStep: (_, { step }) => storage.setText('registrationStep', step),
          notify: (_, { notice }) => showSessionNotice(notice),
          goToProvider: (_, { url }) => window.location.assign(url),
          logTokenFailure: (_, { error }) => console.warn('Could not fetch the session token:', String(error)),
          wipeStoredSession: () => {
            storage.wipe();
            // The wipe removes every key (spec), but the page stays in its language and every request
            // carries the stored one: written back at once, or the data would come in English.
            storage.setText('lang', language);
            storage.setText('dir', directionOf(language));
            forgetAllFlows({ keepDrafts: true });
          },
          storeSessionToken: (_, { sessionToken }) => storage.setText('sessionToken', sessionToken),
        },
      }),
      language: languageMachine.provide({
        actions: {
          persistLanguage: (_, { language, dir }) => {
            storage.setText('lang', language);
            storage.setText('dir', dir);
            writeLanguageCookie(language);
          },
          applyToDocument: (_, { language, dir }) => applyLanguageToDocument(language, dir),
          reloadPage: () => reloadInNewLanguage(),
        },
      }),
      buildUpdate: buildUpdateMachine.provide({
        actors: {
          fetchBuildManifest: fromPromise(async () => {
            const response = await fetch(BUILD_MANIFEST_PATH, { cache: 'no-store', headers: { Accept: 'application/json' } });
            if (!response.ok) throw new Error(`Build manifest answered ${response.status}`);
            // The schema (and zod) load with the hourly check, not with the first page.
            const { buildManifestSchema } = await import('../../contract/build.ts');
            const manifest = buildManifestSchema.parse(await response.json());
            return { buildId: manifest.buildId, checkedAt: Date.now() };
          }),
        },
        actions: {
          logCheckFailure: (_, { error }) => console.warn('Build check failed:', String(error)),
          reloadForNewBuild: (_, { at }) => {
            writeLastBuildReload(at);
            window.location.reload();
          },
        },
      }),
      notifications: notificationsMachine.provide({
        actors: {
          watchSession: fromCallback(({ sendBack, system }) => {
            let signedIn: boolean | null = null;
            // Signing out counts as signed out: the feed stops (its request in flight aborted) before the
            // server ends the session, so no feed request arrives after and is refused (a 403 in the console).
            const report = (snapshot: Parameters<typeof selectIsLoggedIn>[0] & { hasTag: (tag: SessionTag) => boolean }) => {
              const now = selectIsLoggedIn(snapshot) && !snapshot.hasTag('signingOut');
              if (now === signedIn) return;
              signedIn = now;
              sendBack({ type: now ? 'notifications.signedIn' : 'notifications.signedOut' });
            };
            const sessionActor = system.get('session');
            report(sessionActor.getSnapshot());
            const subscription = sessionActor.subscribe(report);
            return () => subscription.unsubscribe();
          }),
          watchVisibility: fromCallback(({ sendBack }) => {
            if (typeof document === 'undefined') return undefined;
            const report = () => sendBack({ type: document.hidden ? 'notifications.hidden' : 'notifications.visible' });
            report();
            document.addEventListener('visibilitychange', report);
            return () => document.removeEventListener('visibilitychange', report);
          }),
          loadNotifications: fromPromise(async ({ signal }) => {
            // The page's first view does not show the badge: its first load (the API client and the
            // contract's policy area) waits for the page to be the app's and the thread to be idle.
            await (firstFeedLoad ??= afterFirstView());
            // Aborted when the feed stops (signing out, the tab hidden): its answer is no longer wanted.
            return api.call('notificationFeed', { signal });
          }),
          markRead: fromPromise(({ input }) => api.call('markNotificationRead', { params: input, body: {} })),
          markAllRead: fromPromise(() => api.call('markAllNotificationsRead', { body: {} })),
        },
      }),
    },
  });

  const input: AppInput = {
    session: readStoredSession(storage),
    language: { language },
    buildUpdate: { currentBuildId, lastReloadAt: readLastBuildReload() },
  };
  // A snapshot (support opening a customer's capsule) restores every actor where the customer was.
  appActor = createActor(logic, { input, inspect, snapshot: snapshot as Snapshot<unknown> | undefined });
  return { appActor, api };
}

export type AppActor = ReturnType<typeof createBrowserApp>['appActor'];
