import type { Page } from 'puppeteer-core';

/** A Chrome trace event, as far as scripts/long-tasks.ts and scripts/trace-tasks.ts read them. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  /** The thread's CPU time in the event. */
  tdur?: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown>; beginData?: Record<string, unknown>; elementCount?: number };
}

/** The command line the trace tools share: the paths, `--lang` (default en) and any other `--name value`. */
export function traceCommandLine() {
  const args = process.argv.slice(2);
  const option = (name: string) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
  const paths = args.filter((arg, i) => arg.startsWith('/') && !args[i - 1]?.startsWith('--'));
  return { args, option, paths, lang: option('lang') ?? 'en' };
}

/** A first-time visitor in this language, at phone width: storage and the prerender cookie, set on a page of the origin. */
export async function becomeVisitor(page: Page, origin: string, lang: string): Promise<void> {
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  await page.goto(`${origin}/build-manifest.json`);
  await page.evaluate((l) => {
    localStorage.clear();
    localStorage.setItem('lang', l);
    localStorage.setItem('dir', l === 'ar' ? 'rtl' : 'ltr');
    document.cookie = `lang=${l}; Path=/`;
  }, lang);
}

/** The trace of a page's load until React has taken over (`html[data-app-ready]`) and 2 s more, sorted by time. */
export async function traceLoad(page: Page, url: string, categories: string[]): Promise<TraceEvent[]> {
  await page.tracing.start({ categories });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('html[data-app-ready]', { timeout: 60_000 });
  await new Promise((done) => setTimeout(done, 2000));
  return (JSON.parse(new TextDecoder().decode(await page.tracing.stop())) as { traceEvents: TraceEvent[] }).traceEvents.sort((a, b) => a.ts - b.ts);
}
