/**
 * How a flow ends: its final state's `output`. The machine names the way out (`{ exit: 'continue' }`);
 * the flow definition (src/) maps each exit to a place in the app, and the flow host ends the flow
 * and navigates through the router adapter. Views never end a flow or navigate for one.
 */
export interface FlowExit<TExit extends string = string> {
  exit: TExit;
}

/**
 * The machine-level `output` of a flow: the exit named by the final state it reached (XState gives a
 * machine's output only through its root `output`, from the final state's done event).
 */
export const exitOutput = <TExit extends string>({ event }: { event: { output?: unknown } }) => event.output as FlowExit<TExit>;
