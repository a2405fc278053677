import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { useSyncExternalStore } from 'react';
import type { SupportedLanguage } from '../../../machines/language/direction.ts';
import type enCatalogue from '../../locales/en.json';

/** Every translation key, typed from en.json: a key missing there does not compile. */
export type MessageKey = keyof typeof enCatalogue;
/** Plain strings in development; parsed ICU messages in builds (vite.config.ts, messageCatalogues). */
export type Messages = Partial<Record<MessageKey, string>> | Partial<Record<MessageKey, MessageFormatElement[]>>;

type Part = 'core' | 'rest';
/** One chunk per language and part: a visitor downloads the language shown, the rest when needed. */
const catalogues: Record<SupportedLanguage, Record<Part, () => Promise<{ default: Messages }>>> = {
  en: { core: () => import('virtual:messages/en/core'), rest: () => import('virtual:messages/en/rest') },
  ar: { core: () => import('virtual:messages/ar/core'), rest: () => import('virtual:messages/ar/rest') },
};

/**
 * The messages react-intl shows: the core ones from start (`loadMessages`), the rest merged in by
 * `ensureAllMessages` before the first page that needs them renders (LazyPage awaits it with the
 * page's own chunk). Call `startMessages` first; the two loads may then finish in either order.
 */
let current: { language: SupportedLanguage; messages: Messages } | null = null;
let restLoading: Promise<void> | null = null;
const listeners = new Set<() => void>();

export function startMessages(language: SupportedLanguage) {
  current = { language, messages: {} };
  restLoading = null;
}

function merge(language: SupportedLanguage, part: Messages) {
  if (!current || current.language !== language) return;
  if (Object.keys(current.messages).length > 0) {
    // A later part joins the object react-intl already holds, without a new one: a new one made
    // IntlProvider re-render the whole page (60-90 ms at 4x CPU, one task) for messages nothing on
    // screen shows yet. What needs them waits for them (LazyPage, the forms that ask for them) and
    // reads them from that same object when it renders.
    Object.assign(current.messages, part);
    return;
  }
  // The first part, copied once so the parts after it can join it; hydration renders with this object.
  current = { language, messages: { ...part } };
  for (const listener of listeners) listener();
}

/** The messages of the frame, the error pages and the prerendered pages (src/locales/core-namespaces.ts). */
export async function loadMessages(language: SupportedLanguage): Promise<Messages> {
  const core = (await catalogues[language].core()).default;
  merge(language, core);
  return core;
}

export function ensureAllMessages(): Promise<void> {
  if (!current) return Promise.resolve();
  const { language } = current;
  restLoading ??= catalogues[language].rest().then(({ default: rest }) => merge(language, rest));
  return restLoading;
}

/** Every message loaded so far (core, and the rest once `ensureAllMessages` has finished). */
export function currentMessages(): Messages {
  return current?.messages ?? {};
}

export function useMessages(initial: Messages): Messages {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => (current && Object.keys(current.messages).length > 0 ? current.messages : initial),
    () => initial,
  );
}

/**
 * The locale numbers and dates are formatted in. CLDR's plain `ar` now writes Latin digits; Arabic
 * pages show Arabic-Indic digits (and keep the Gregorian calendar, which `ar-SA` would replace).
 * English pages write the day before the month ("14 May 1990", British English), as the server's
 * notices, emails and PDFs do and as Saudi customers read dates; plain `en` is American ("May 14, 1990").
 * Phone numbers, codes and amounts typed by the customer are not formatted through this.
 */
export function formattingLocaleFor(language: SupportedLanguage): string {
  return language === 'ar' ? 'ar-u-nu-arab' : 'en-GB';
}
