// The back-office script's connection: where the API is, the staff sign-in, and JSON calls with the
// session headers. The token is kept in memory only, never printed.

export const SEEDED_STAFF = { email: 'staff@amanah.example', password: 'Staff-Pass-2026' };

export interface BackofficeConnection {
  api: string;
  email: string;
  password: string;
}

/** --url (BACKOFFICE_URL, default http://localhost:$PORT or 3000), --email, --password; API_BASE_PATH and API_PRODUCT as the server. */
export function connection(values: { url?: string | undefined; email?: string | undefined; password?: string | undefined }): BackofficeConnection {
  const origin = (values.url ?? process.env.BACKOFFICE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/$/, '');
  return {
    api: `${origin}${process.env.API_BASE_PATH ?? '/rest/s1'}/${process.env.API_PRODUCT ?? 'insurance'}`,
    email: values.email ?? process.env.BACKOFFICE_EMAIL ?? SEEDED_STAFF.email,
    password: values.password ?? process.env.BACKOFFICE_PASSWORD ?? SEEDED_STAFF.password,
  };
}

/** One call; a failure throws with the API's status, code and message. */
export async function request(api: string, method: string, path: string, token: string | null, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json', 'Accept-Language': 'en' };
  if (token) Object.assign(headers, { 'session-token': token, 'x-csrf-token': token });
  const response = await fetch(`${api}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) {
    const text = await response.text();
    let error: { code?: string; message?: string } | undefined;
    try {
      error = (JSON.parse(text) as { error?: { code?: string; message?: string } }).error;
    } catch {
      error = undefined;
    }
    throw new Error(`${method} ${path}: ${response.status} ${error?.code ?? ''} ${error?.message ?? text}`.trim());
  }
  return response;
}

export async function send(api: string, method: string, path: string, token: string | null, body?: unknown): Promise<unknown> {
  const text = await (await request(api, method, path, token, body)).text();
  return text ? (JSON.parse(text) as unknown) : null;
}

/** A server session, then the login (which rotates the token). */
export async function signIn({ api, email, password }: BackofficeConnection): Promise<string> {
  const { sessionToken } = (await send(api, 'GET', '/security/token', null)) as { sessionToken: string };
  const login = (await send(api, 'POST', '/auth/login', sessionToken, { identifier: email, password })) as { sessionToken: string; backendUser: boolean };
  if (!login.backendUser) throw new Error(`${email} is not a back-office user.`);
  return login.sessionToken;
}

export const signOut = (api: string, token: string) => send(api, 'DELETE', '/security/token', token).catch(() => {});

export const money = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;
