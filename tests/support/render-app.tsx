import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createActor } from 'xstate';
import { appMachine } from '../../machines/app/app.machine.ts';
import type { SessionInput } from '../../machines/session/session.machine.ts';
import { directionOf } from '../../machines/language/direction.ts';
import { servicesOf } from '../../src/lib/app-context.tsx';
import { AppRoot } from '../../src/app/app-root.tsx';
import { AppRoutes } from '../../src/app/app-routes.tsx';
import { createEmotionCache } from '../../src/app/providers/emotion-cache.ts';
import { type Messages, ensureAllMessages, loadMessages, startMessages } from '../../src/lib/i18n/messages.ts';

/**
 * The real app tree (providers, route table, guards, layouts) at a path, with the machines' default
 * implementations: they touch no network and no storage.
 */
export async function renderApp(path: string, options: { language?: 'en' | 'ar'; session?: SessionInput; children?: ReactNode } = {}) {
  const language = options.language ?? 'en';
  const dir = directionOf(language);
  const actor = createActor(appMachine, {
    input: { session: options.session ?? {}, language: { language }, buildUpdate: { currentBuildId: 'test' } },
  }).start();
  startMessages(language);
  const messages: Messages = await loadMessages(language);
  await ensureAllMessages();
  const emotionCache = await createEmotionCache(dir);
  const view = render(
    <AppRoot services={servicesOf(actor, null)} language={language} messages={messages} emotionCache={emotionCache}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        {options.children}
      </MemoryRouter>
    </AppRoot>,
  );
  return { ...view, actor };
}
