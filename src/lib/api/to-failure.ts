import { type FlowFailure, asFailure } from '../../../machines/shared/failure.ts';

/** An API client error as the flows' FlowFailure (the one mapping lives in machines/shared/failure.ts). */
export const toFailure = (error: unknown): FlowFailure => asFailure(error);

/** Runs a call, rethrowing its failure as a FlowFailure. */
export async function asFlowCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toFailure(error);
  }
}
