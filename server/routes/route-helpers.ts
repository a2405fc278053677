import type { Context } from 'hono';
import { LANGUAGE_HEADER } from '../../contract/http.ts';
import type { AppEnv } from '../http/app-env.ts';
import { requestLanguage } from '../http/request-language.ts';

/** The language an answer's texts are written in (the request's language header). */
export const languageOf = (c: Context<AppEnv>) => requestLanguage(c.req.header(LANGUAGE_HEADER));

/** Personal answers: never kept by shared caches. */
export const personal = (c: Context<AppEnv>) => c.header('Cache-Control', 'private, no-store');
