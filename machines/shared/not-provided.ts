import { fromPromise } from 'xstate';

/**
 * The placeholder of an effect a machine names but does not implement: the flow definition (src/)
 * or a test provides it. Typed with the effect's output and input, which `provide` must then match.
 */
export function notProvided<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`${name} is provided by the flow definition`);
  });
}
