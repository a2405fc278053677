/** Spec section 9: the typed text of type-to-find resets after this long without a key. */
export const TYPE_AHEAD_RESET_MS = 700;

export interface TypeAhead {
  /** Adds a typed character and returns the text typed so far. */
  type(char: string): string;
  /** The text typed so far ('' once reset). */
  current(): string;
  reset(): void;
  dispose(): void;
}

/**
 * The typed text of type-to-find: each key appends, and 700 ms after the last key the text starts
 * afresh (a timer, so the reset happens even when no further key comes).
 */
export function createTypeAhead(resetMs: number = TYPE_AHEAD_RESET_MS): TypeAhead {
  let query = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const reset = () => {
    clearTimeout(timer);
    timer = undefined;
    query = '';
  };
  return {
    type(char) {
      clearTimeout(timer);
      query += char;
      timer = setTimeout(reset, resetMs);
      return query;
    },
    current: () => query,
    reset,
    dispose: reset,
  };
}
