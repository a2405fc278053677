/**
 * The tags every flow uses for the same meaning, so views read one vocabulary:
 * - `busy`: waiting for an effect (a call, a timer the customer waits on); buttons are disabled.
 * - `failed`: the last effect failed; `context.error` holds its FlowFailure and the state offers a way on.
 * - `editable`: the customer may type and send (a form is live).
 * - `done`: the flow reached its outcome (a confirmation is shown, or it is about to end).
 * - `retrying`: waiting to try again on its own after a 503 (service-retry.ts); `context.error` says
 *   why and `serviceRetrySeconds(error)` when. Always with `busy`.
 * A flow adds its own tags next to these (`codeInput`, say) with `types: { tags: {} as FlowTag | 'codeInput' }`.
 */
export type FlowTag = 'busy' | 'failed' | 'editable' | 'done' | 'retrying';
