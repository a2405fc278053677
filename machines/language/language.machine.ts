import { assign, setup } from 'xstate';
import { type Direction, defaultLanguage, directionOf } from './direction.ts';

/**
 * Language switching (docs/product-spec.md, "Screens and routes"): store `lang` and `dir`, update `<html lang dir>`, enable the
 * stylesheet of the new direction and disable the other, then reload the page fully.
 */
export interface LanguageContext {
  language: string;
  dir: Direction;
}

export type LanguageEvent = { type: 'language.change'; language: string };

export const languageMachine = setup({
  types: {
    context: {} as LanguageContext,
    events: {} as LanguageEvent,
    input: {} as { language?: string | null },
  },
  actions: {
    /** localStorage `lang` + `dir`, and the language cookie (365 days) the server prerenders by. */
    persistLanguage: (_, _params: LanguageContext) => {},
    /** `<html lang dir>` and the direction stylesheets. */
    applyToDocument: (_, _params: LanguageContext) => {},
    reloadPage: () => {},
  },
  guards: {
    isOtherLanguage: ({ context, event }) => event.language !== context.language,
  },
}).createMachine({
  id: 'language',
  context: ({ input }) => {
    const language = input.language || defaultLanguage;
    return { language, dir: directionOf(language) };
  },
  initial: 'active',
  states: {
    active: {
      entry: { type: 'applyToDocument', params: ({ context }) => context },
      on: {
        'language.change': {
          guard: 'isOtherLanguage',
          target: 'reloading',
          actions: assign(({ event }) => ({ language: event.language, dir: directionOf(event.language) })),
        },
      },
    },
    reloading: {
      tags: ['busy'],
      entry: [
        { type: 'persistLanguage', params: ({ context }) => context },
        { type: 'applyToDocument', params: ({ context }) => context },
        'reloadPage',
      ],
    },
  },
});
