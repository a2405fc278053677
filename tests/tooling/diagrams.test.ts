import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { machineRegistry } from '../../machines/registry.ts';
import { diagramFiles } from '../../machines/tooling/diagram-files.ts';
import { toMermaid } from '../../machines/tooling/to-mermaid.ts';

const dir = resolve(import.meta.dirname, '../../docs/diagrams');

describe('machine diagrams', () => {
  it('are current: each committed file equals what the machines draw now (run `npm run diagrams`)', () => {
    const expected = diagramFiles(machineRegistry);
    expect(readdirSync(dir).sort()).toEqual([...expected.keys()].sort());
    for (const [name, text] of expected) expect(readFileSync(join(dir, name), 'utf8'), `docs/diagrams/${name} is stale: run npm run diagrams`).toBe(text);
  });

  it('have an SVG drawing for the in-app diagram page, with a node for every state', () => {
    for (const { id, machine } of machineRegistry) {
      const svg = readFileSync(resolve(import.meta.dirname, `../../public/diagrams/${id}.svg`), 'utf8');
      const stateIds = [...toMermaid(machine).matchAll(/^\s*state "[^"]+" as (\S+)/gm)].map((match) => match[1]!);
      for (const stateId of stateIds) expect(svg, `${id}.svg lacks ${stateId}: run npm run diagrams`).toContain(`-state-${stateId}-`);
    }
  });

  it('draw states, initial states, events, guards, delays, invocations and nesting', () => {
    const machine = createMachine({
      id: 'demo',
      initial: 'idle',
      on: { 'demo.reset': '.idle' },
      states: {
        idle: { on: { 'demo.start': { target: 'busy', guard: 'canStart' } } },
        busy: {
          invoke: { id: 'work', src: 'doWork', onDone: 'done', onError: 'idle' },
          after: { 5000: 'idle' },
          initial: 'a',
          states: { a: { always: 'b' }, b: {} },
        },
        done: { type: 'final' },
      },
    });
    const text = toMermaid(machine);
    expect(text).toContain('[*] --> demo_idle');
    expect(text).toContain('demo_idle --> demo_busy : demo.start [canStart]');
    expect(text).toContain('note right of demo_busy : invokes doWork');
    expect(text).toContain('demo_busy --> demo_done : onDone doWork');
    expect(text).toContain('demo_busy --> demo_idle : onError doWork');
    expect(text).toContain('demo_busy --> demo_idle : after 5000');
    expect(text).toContain('state "busy" as demo_busy {');
    expect(text).toContain('demo_busy_a --> demo_busy_b : always');
    expect(text).toContain('demo_done --> [*]');
    expect(text).toContain('any_state --> demo_idle : demo.reset');
  });

  it('cover every transition of every registered machine', () => {
    for (const { machine } of machineRegistry) {
      const text = toMermaid(machine);
      const walk = (node: typeof machine.root): void => {
        for (const [eventType] of node.transitions) {
          if (!eventType.startsWith('xstate.')) expect(text, `${machine.id}: ${eventType}`).toContain(eventType);
        }
        for (const child of Object.values(node.states)) walk(child as typeof machine.root);
      };
      walk(machine.root);
    }
  });
});
