import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { directionOf, toSupportedLanguage } from '../../machines/language/direction.ts';
import { type LanguageContext, languageMachine } from '../../machines/language/language.machine.ts';

function startLanguage(language?: string | null) {
  const log: string[] = [];
  const machine = languageMachine.provide({
    actions: {
      persistLanguage: (_, p: LanguageContext) => log.push(`persist ${p.language} ${p.dir}`),
      applyToDocument: (_, p: LanguageContext) => log.push(`apply ${p.language} ${p.dir}`),
      reloadPage: () => log.push('reload'),
    },
  });
  return { actor: createActor(machine, { input: { language } }).start(), log };
}

describe('direction rules', () => {
  it('ar is right to left, en and every other code left to right', () => {
    for (const [text, expected] of [['ar', 'rtl'], ['ar-SA', 'rtl'], ['en', 'ltr'], ['fr', 'ltr'], ['he', 'ltr']] as const) expect(directionOf(text), text).toBe(expected);
  });
  it('unknown or missing codes fall back to en', () => {
    expect(toSupportedLanguage(null)).toBe('en');
    expect(toSupportedLanguage('de')).toBe('en');
    expect(toSupportedLanguage('AR')).toBe('ar');
  });
});

describe('language machine', () => {
  it('defaults to en and ltr, and applies it to the document at start', () => {
    const { actor, log } = startLanguage(null);
    expect(actor.getSnapshot().context).toEqual({ language: 'en', dir: 'ltr' });
    expect(log).toEqual(['apply en ltr']);
  });

  it('switching stores lang and dir, updates the document, then reloads, in that order', () => {
    const { actor, log } = startLanguage('en');
    actor.send({ type: 'language.change', language: 'ar' });
    expect(actor.getSnapshot().matches('reloading')).toBe(true);
    expect(actor.getSnapshot().context).toEqual({ language: 'ar', dir: 'rtl' });
    expect(log).toEqual(['apply en ltr', 'persist ar rtl', 'apply ar rtl', 'reload']);
  });

  it('choosing the current language does nothing', () => {
    const { actor, log } = startLanguage('ar');
    actor.send({ type: 'language.change', language: 'ar' });
    expect(actor.getSnapshot().matches('active')).toBe(true);
    expect(log).toEqual(['apply ar rtl']);
  });

  it('a code other than ar switches to left to right', () => {
    const { actor } = startLanguage('ar');
    actor.send({ type: 'language.change', language: 'fr' });
    expect(actor.getSnapshot().context.dir).toBe('ltr');
  });
});
