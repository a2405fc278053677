/**
 * The simulated card gateway as an HTTP service, for the cluster: the built-in simulator keeps its
 * charges in the memory of the process that made them, so two instances would not find each other's
 * charges (a look-up by the reconciliation job, a challenge answered through the other instance).
 * This serves the simulator (server/purchase/payment-gateway.ts createSimulatedGateway, the same test
 * cards) over the generic HTTP API that PAYMENT_GATEWAY=http speaks (createHttpGateway), from one
 * process every instance calls. One process, on loopback: the single-process server keeps its
 * in-memory simulator, unchanged.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSimulatedGateway, type ChargeResult, type LookupResult } from '../../server/purchase/payment-gateway.ts';

export interface GatewayStandIn {
  url: string;
  apiKey: string;
  /** Charges asked for, by idempotency key (a test counts them). */
  charges: Map<string, number>;
  stop(): Promise<void>;
}

const chargeJson = (result: LookupResult) => {
  switch (result.status) {
    case 'succeeded':
      return { id: result.reference, status: 'succeeded' };
    case 'declined':
      return { id: result.reference, status: 'declined', decline_code: result.reason };
    case 'challenge_required':
      return { id: result.reference, status: 'requires_action', action: { challenge_id: result.challengeId, hint: result.hint } };
    case 'pending':
      return { id: result.reference, status: 'processing' };
    default:
      return null;
  }
};

async function body(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks.length ? (JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>) : {};
}

/** The simulator's references are `sim_<payment id>`: the payment id is the charge's idempotency key. */
const paymentIdOf = (reference: string) => reference.replace(/^sim_/, '');

export async function startGatewayStandIn(options: { port?: number; apiKey?: string } = {}): Promise<GatewayStandIn> {
  const simulator = createSimulatedGateway();
  const apiKey = options.apiKey ?? 'sk_cluster_stand_in';
  const charges = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const answer = (status: number, json: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(json));
    };
    void (async () => {
      if (request.headers.authorization !== `Bearer ${apiKey}`) return answer(401, { error: 'unauthorized' });
      const url = new URL(request.url ?? '/', 'http://gateway');
      const key = String(request.headers['idempotency-key'] ?? '');
      const now = new Date();
      let match: RegExpExecArray | null;
      if (request.method === 'POST' && url.pathname === '/charges') {
        const { card, amount, currency } = (await body(request)) as { card: Record<string, unknown>; amount: number; currency: string };
        charges.set(key, (charges.get(key) ?? 0) + 1);
        const result: ChargeResult = await simulator.charge({
          paymentId: key,
          amountMinor: amount,
          currency,
          card: { number: String(card.number), expiryMonth: Number(card.exp_month), expiryYear: Number(card.exp_year), cvc: String(card.cvc), holderName: String(card.name) },
          now,
        });
        return answer(200, chargeJson(result));
      }
      if (request.method === 'POST' && (match = /^\/charges\/([^/]+)\/challenge$/.exec(url.pathname))) {
        const reference = decodeURIComponent(match[1]!);
        const { challenge_id: challengeId, code } = (await body(request)) as { challenge_id: string; code: string };
        return answer(200, chargeJson(await simulator.answerChallenge({ paymentId: paymentIdOf(reference), reference, challengeId, code })));
      }
      if (request.method === 'POST' && (match = /^\/charges\/([^/]+)\/cancel$/.exec(url.pathname))) {
        const reference = decodeURIComponent(match[1]!);
        return answer(200, chargeJson(await simulator.cancel({ paymentId: paymentIdOf(reference), reference, now })));
      }
      if (request.method === 'GET' && url.pathname === '/charges') {
        const found = chargeJson(await simulator.lookup({ paymentId: url.searchParams.get('idempotency_key') ?? '', reference: null, now }));
        return found ? answer(200, found) : answer(404, { error: 'no such charge' });
      }
      if (request.method === 'POST' && url.pathname === '/refunds') {
        const { charge, amount, currency } = (await body(request)) as { charge: string | null; amount: number; currency: string };
        const result = await simulator.refund({ refundId: key, paymentId: charge ? paymentIdOf(charge) : '', chargeReference: charge, amountMinor: amount, currency });
        return answer(200, { id: result.reference, status: result.status });
      }
      return answer(404, { error: 'not found' });
    })().catch(() => answer(500, { error: 'stand-in failed' }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    charges,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
