import { machineRegistry } from '../registry.ts';
import { redact } from './redact.ts';
import { toMermaid } from './to-mermaid.ts';

/**
 * The support capsule: what support needs to see a customer's screen in the same state, and nothing
 * that would let anyone act as the customer. It holds the app actor's persisted snapshot (with its
 * long-lived and flow actors), the spec's storage keys and the current route, with tokens, passwords,
 * card data and personal fields redacted; it is compressed into a short text.
 *
 * A capsule names the version of the machines that made it (a fingerprint of their structure); a
 * capsule from other machines is refused whole, never half-applied.
 */
export const CAPSULE_FORMAT = 2;
const PREFIX = 'AMANAH1.';

export interface Capsule {
  format: typeof CAPSULE_FORMAT;
  machinesVersion: string;
  buildId: string;
  createdAt: string;
  route: string;
  storage: Record<string, string | boolean | null>;
  appSnapshot: unknown;
  /** The tab's flow actors (registration, purchase, ...) by id: version, key and persisted snapshot. */
  flows: Record<string, unknown>;
}

export type CapsuleProblem = 'malformed' | 'other-format' | 'other-machines';
export type DecodedCapsule = { ok: true; capsule: Capsule } | { ok: false; problem: CapsuleProblem };

/** FNV-1a over the diagrams of every registered machine: changes whenever a machine's shape does. */
export function machinesFingerprint(): string {
  let hash = 0x811c9dc5;
  const text = machineRegistry.map((entry) => `${entry.id}\n${toMermaid(entry.machine)}`).join('\n');
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export function createCapsule(parts: {
  buildId: string;
  route: string;
  storage: Record<string, string | boolean | null>;
  appSnapshot: unknown;
  flows?: Record<string, unknown>;
  now: Date;
}): Capsule {
  return {
    format: CAPSULE_FORMAT,
    machinesVersion: machinesFingerprint(),
    buildId: parts.buildId,
    createdAt: parts.now.toISOString(),
    route: parts.route,
    storage: redact(parts.storage),
    appSnapshot: redact(parts.appSnapshot),
    flows: redact(parts.flows ?? {}),
  };
}

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  const writer = stream.writable.getWriter();
  void writer.write(bytes as Uint8Array<ArrayBuffer>).catch(() => {});
  void writer.close().catch(() => {});
  return new Uint8Array(await new Response(stream.readable).arrayBuffer());
}

const toBase64Url = (bytes: Uint8Array) => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
const fromBase64Url = (text: string) => {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};

/** JSON, deflated, base64url: a text short enough to paste into a support ticket. */
export async function encodeCapsule(capsule: Capsule): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(capsule));
  return PREFIX + toBase64Url(await pipe(json, new CompressionStream('deflate-raw')));
}

export async function decodeCapsule(text: string): Promise<DecodedCapsule> {
  const trimmed = text.trim();
  if (!trimmed.startsWith(PREFIX)) return { ok: false, problem: 'malformed' };
  let capsule: Capsule;
  try {
    const bytes = await pipe(fromBase64Url(trimmed.slice(PREFIX.length)), new DecompressionStream('deflate-raw'));
    capsule = JSON.parse(new TextDecoder().decode(bytes)) as Capsule;
  } catch {
    return { ok: false, problem: 'malformed' };
  }
  if (typeof capsule !== 'object' || capsule === null || typeof capsule.route !== 'string' || typeof capsule.storage !== 'object') {
    return { ok: false, problem: 'malformed' };
  }
  if (capsule.format !== CAPSULE_FORMAT) return { ok: false, problem: 'other-format' };
  if (typeof capsule.flows !== 'object' || capsule.flows === null) return { ok: false, problem: 'malformed' };
  if (capsule.machinesVersion !== machinesFingerprint()) return { ok: false, problem: 'other-machines' };
  return { ok: true, capsule };
}
