import { describe, expect, it } from 'vitest';
import ar from '../../src/locales/ar.json';
import en from '../../src/locales/en.json';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('translation catalogues', () => {
  it('Arabic has every English key and no extra one', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });

  it('every Arabic text keeps the placeholders of its English text', () => {
    for (const [key, text] of Object.entries(en)) {
      expect(placeholders(ar[key as keyof typeof ar]), key).toEqual(placeholders(text));
    }
  });

  it('Arabic texts are written in Arabic, not left in English', () => {
    const allowedLatin = new Set(['language.switchTo']);
    for (const [key, text] of Object.entries(ar)) {
      if (allowedLatin.has(key)) continue;
      expect(/[\u0600-\u06FF]/.test(text), `${key} has no Arabic letter`).toBe(true);
      expect(text, key).not.toBe(en[key as keyof typeof en]);
    }
  });

  it('no text is empty', () => {
    for (const [key, text] of [...Object.entries(en), ...Object.entries(ar)]) expect(text.trim(), key).not.toBe('');
  });
});
