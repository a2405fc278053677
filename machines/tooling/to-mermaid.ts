import type { AnyStateMachine } from 'xstate';

/**
 * A Mermaid `stateDiagram-v2` of a machine, drawn from the machine object itself: states (nested and
 * parallel), initial states, transitions with their event names and guards, eventless and delayed
 * transitions, invoked actors and final states. Deterministic, so a test can tell when a committed
 * diagram no longer matches its machine.
 */
type Node = AnyStateMachine['root'];
type Transition = {
  eventType: string;
  target?: readonly Node[];
  guard?: unknown;
  reenter?: boolean;
};

const mermaidId = (node: Node) => node.id.replace(/[^A-Za-z0-9_]/g, '_');

function guardName(guard: unknown): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String((guard as { type: unknown }).type);
  if (typeof guard === 'function') return guard.name || 'inline guard';
  return 'guard';
}

/** Readable event names for xstate's internal ones. */
function eventLabel(eventType: string, node: Node): string {
  if (eventType === '') return 'always';
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  const error = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  const invoked = (id: string) => node.invoke.find((inv) => inv.id === id)?.src ?? id;
  if (done) return `onDone ${String(invoked(done[1]!))}`;
  if (error) return `onError ${String(invoked(error[1]!))}`;
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  const doneState = /^xstate\.done\.state\.(.+)$/.exec(eventType);
  if (doneState) return `onDone ${doneState[1]}`;
  return eventType;
}

function label(transition: Transition, node: Node): string {
  const guard = guardName(transition.guard);
  const text = `${eventLabel(transition.eventType, node)}${guard ? ` [${guard}]` : ''}`;
  // Mermaid reads ':' and ';' as syntax inside labels.
  return text.replace(/[:;]/g, ' ');
}

function transitionsOf(node: Node): Transition[] {
  const list: Transition[] = [];
  for (const group of node.transitions.values()) list.push(...(group as Transition[]));
  list.push(...((node.always ?? []) as Transition[]));
  return list;
}

function drawNode(node: Node, lines: string[], indent: string, anyStateId: string | null) {
  const children = Object.values(node.states) as Node[];
  const id = mermaidId(node);
  if (children.length > 0) {
    lines.push(`${indent}state "${node.key}" as ${id} {`);
    drawChildren(node, lines, `${indent}  `);
    lines.push(`${indent}}`);
  } else {
    lines.push(`${indent}state "${node.key}" as ${id}`);
  }
  if (node.type === 'final') lines.push(`${indent}${id} --> [*]`);
  for (const invoke of node.invoke) lines.push(`${indent}note right of ${id} : invokes ${String(invoke.src)}`);
  for (const transition of transitionsOf(node)) drawTransition(node, transition, lines, indent, anyStateId);
}

function drawTransition(node: Node, transition: Transition, lines: string[], indent: string, fromOverride: string | null) {
  const from = fromOverride ?? mermaidId(node);
  // A transition without a target stays where it is (actions only): drawn as a loop.
  const targets = transition.target && transition.target.length > 0 ? transition.target.map(mermaidId) : [from];
  for (const target of targets) lines.push(`${indent}${from} --> ${target} : ${label(transition, node)}`);
}

function drawChildren(parent: Node, lines: string[], indent: string) {
  const children = Object.values(parent.states) as Node[];
  if (parent.type === 'parallel') {
    children.forEach((child, index) => {
      if (index > 0) lines.push(`${indent}--`);
      drawNode(child, lines, indent, null);
    });
    return;
  }
  const initial = parent.initial?.target?.[0] as Node | undefined;
  if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
  for (const child of children) drawNode(child, lines, indent, null);
}

export function toMermaid(machine: AnyStateMachine): string {
  const root = machine.root;
  const lines = ['stateDiagram-v2', '  direction LR'];
  if (root.type === 'parallel') {
    // Mermaid draws regions (`--`) only inside a composite state: a parallel machine gets one box.
    lines.push(`  state "${root.key}" as ${mermaidId(root)} {`);
    drawChildren(root, lines, '    ');
    lines.push('  }');
  } else {
    drawChildren(root, lines, '  ');
  }
  // Transitions and invocations of the machine itself apply whatever state it is in.
  const rootTransitions = transitionsOf(root);
  if (rootTransitions.length > 0 || root.invoke.length > 0) {
    lines.push('  state "(any state)" as any_state');
    for (const invoke of root.invoke) lines.push(`  note right of any_state : invokes ${String(invoke.src)}${invoke.systemId ? ` as ${invoke.systemId}` : ''}`);
    for (const transition of rootTransitions) drawTransition(root, transition, lines, '  ', 'any_state');
  }
  return `${lines.join('\n')}\n`;
}
