import type { Page } from '@playwright/test';

/**
 * What an Arabic page shows that breaks its one digit system and its punctuation: visible text with
 * Latin digits (0-9) or a Latin comma next to Arabic words, outside what is meant to read left to right
 * as typed (an element with dir="ltr": a policy number, a plate, an input; or a run isolated with
 * U+2066/U+2068 … U+2069 inside a sentence). Answers the offending texts (empty when the page is right).
 */
export function arabicTextProblems(page: Page, root = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    const problems: string[] = [];
    const scope = document.querySelector(selector);
    if (!scope) return problems;
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('[dir="ltr"], script, style, noscript, [hidden], [aria-hidden="true"], code, pre')) continue;
      if (!parent.checkVisibility()) continue;
      const text = (node.textContent ?? '').replace(/[\u2066\u2068][^\u2069]*\u2069/g, '');
      if (/[0-9]/.test(text) || /[\u0600-\u06FF]\s*,|,\s*[\u0600-\u06FF]/.test(text)) problems.push(text.trim());
    }
    return problems;
  }, root);
}

/** Digits as a page in `lang` shows them: Arabic-Indic in Arabic, as given otherwise. */
export function inPageDigits(lang: 'en' | 'ar', text: string): string {
  return lang === 'ar' ? text.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!) : text;
}
