import type { AnyMachineSnapshot, AnyStateMachine, SnapshotFrom, StateValueFrom } from 'xstate';

type Paths<V> = V extends string ? V : { [K in keyof V & string]: K | `${K}.${Paths<NonNullable<V[K]>>}` }[keyof V & string];

/**
 * Every state of a machine as a dotted path (`loading`, `offer`, `offer.review`, `payment.paying`),
 * computed from the machine's own config: a table keyed by it stops compiling when a state is
 * renamed or removed.
 */
export type StatePath<TMachine extends AnyStateMachine> = Paths<StateValueFrom<TMachine>>;

/** The dotted path of the active leaf state, then its ancestors: `payment.paying`, `payment`. */
export function activePaths(value: unknown): string[] {
  const leaf: string[] = [];
  let node = value;
  while (node && typeof node === 'object') {
    const [key, child] = Object.entries(node)[0] ?? [];
    if (key === undefined) break;
    leaf.push(key);
    node = child;
  }
  if (typeof node === 'string') leaf.push(node);
  return leaf.map((_, index) => leaf.slice(0, leaf.length - index).join('.'));
}

/**
 * A typed state -> view table. Keys are checked against the machine (`StatePath`), so renaming a
 * state fails `npm run typecheck`; the deepest matching key wins (`payment.paying` before `payment`),
 * and `fallback` covers the states the table leaves out.
 *
 *   const viewOf = stateViews<PurchaseMachine>()({ loading: Status, 'offer.review': Review }, Status);
 *   const View = usePurchase(viewOf);
 */
export function stateViews<TMachine extends AnyStateMachine>() {
  return <TView>(table: { [K in StatePath<TMachine>]?: TView }, fallback: TView) =>
    (snapshot: SnapshotFrom<TMachine>): TView => {
      for (const path of activePaths((snapshot as AnyMachineSnapshot).value)) {
        const view = (table as Record<string, TView | undefined>)[path];
        if (view !== undefined) return view;
      }
      return fallback;
    };
}

/** The name of the view-table key the snapshot is in (the deepest listed path), e.g. to key a remount. */
export function stateKey<TMachine extends AnyStateMachine>(keys: readonly StatePath<TMachine>[]) {
  return (snapshot: SnapshotFrom<TMachine>): StatePath<TMachine> | null =>
    (activePaths((snapshot as AnyMachineSnapshot).value).find((path) => (keys as readonly string[]).includes(path)) as StatePath<TMachine> | undefined) ?? null;
}
