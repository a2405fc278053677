/** Whether an event is of the given type, narrowing it (no cast). */
export function isEvent<E extends { type: string }, T extends E['type']>(event: E, type: T): event is Extract<E, { type: T }> {
  return event.type === type;
}

/**
 * The event that entered an invoking state, for an invoke's input when only one event leads there
 * (`input: ({ event }) => entryEvent(event, 'registration.submitDetails').details`). Narrowed
 * without a cast; entered any other way is a bug in the machine, so it throws rather than sending
 * an empty request.
 */
export function entryEvent<E extends { type: string }, T extends E['type']>(event: E, type: T): Extract<E, { type: T }> {
  if (!isEvent(event, type)) throw new Error(`Expected the event ${type}, got ${event.type}`);
  return event;
}
