import { describe, expect, it } from 'vitest';
import { createEmotionCache } from '@/app/providers/emotion-cache.ts';
import { prerenderedStyleTags } from '@/entry-prerender.tsx';

// What emotion's server rendering writes for a page (the layer order's <Global>, an empty <Global>, the page's styles).
const emotionTags =
  '<style data-emotion="rtl-global ad1llf">@layer reset,base,tokens,recipes;</style><style data-emotion="rtl-global 0"></style>' +
  '<style data-emotion="rtl a1 b2">.rtl-a1{color:red;}.rtl-b2{margin:0;}</style>';

describe('prerendered emotion styles, adopted where they are (emotion-cache.ts)', () => {
  it('the build marks the page styles for the app cache alone and drops the empty <Global>', () => {
    expect(prerenderedStyleTags(emotionTags)).toBe(
      '<style data-emotion="rtl-global ad1llf" data-s="">@layer reset,base,tokens,recipes;</style>' +
        '<style data-emotion-prerendered="rtl a1 b2">.rtl-a1{color:red;}.rtl-b2{margin:0;}</style>',
    );
  });

  it('the cache takes the tags as inserted without moving them, and adds new rules after them', async () => {
    document.head.innerHTML = `<style id="first"></style>${prerenderedStyleTags(emotionTags)}<style id="last"></style>`;
    const moved: string[] = [];
    const observer = new MutationObserver((records) => records.forEach((record) => record.removedNodes.forEach((node) => moved.push(node.nodeName))));
    observer.observe(document.head, { childList: true });
    const cache = await createEmotionCache('rtl');
    await Promise.resolve();
    expect(moved).toEqual([]);
    expect(cache.inserted).toMatchObject({ a1: true, b2: true });
    const pageStyles = document.head.querySelector('[data-emotion-prerendered]');
    expect(cache.sheet.tags).toEqual([pageStyles]);
    cache.sheet.insert('.rtl-c3{color:blue;}');
    expect(pageStyles?.nextElementSibling?.getAttribute('data-emotion')).toBe('rtl');
    observer.disconnect();
  });
});
