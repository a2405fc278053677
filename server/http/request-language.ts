/** The languages the API answers in; everything else gets English. */
export type ApiLanguage = 'en' | 'ar';

/**
 * The language of a request from its Accept-Language header. The client sends the stored language as
 * a bare code (`ar`), but a browser-style list (`ar-SA,ar;q=0.9,en;q=0.8`) is honoured too: the entry
 * with the highest weight wins.
 */
export function requestLanguage(acceptLanguage: string | undefined): ApiLanguage {
  if (!acceptLanguage) return 'en';
  let best: { tag: string; q: number } | undefined;
  for (const part of acceptLanguage.split(',')) {
    const [tagPart, ...params] = part.trim().split(';');
    const tag = tagPart?.trim().toLowerCase();
    if (!tag) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { tag, q };
  }
  return best?.tag.split('-')[0] === 'ar' ? 'ar' : 'en';
}
