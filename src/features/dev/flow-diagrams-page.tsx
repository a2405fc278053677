import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { AnyActorRef, AnyMachineSnapshot, StateValue } from 'xstate';
import { type RegisteredMachine, machineRegistry } from '../../../machines/registry.ts';
import { useAppServices } from '@/lib/app-context.tsx';
import { useRunningFlows } from '@/app/flows/use-flow.ts';
import { Page } from '@/components/layout/page.tsx';
import { useT } from '@/lib/i18n/use-t.ts';

/** The Mermaid node ids of a state value: `{ ready: 'authenticated' }` -> session_ready, session_ready_authenticated. */
export function activeNodeIds(machineId: string, value: StateValue): string[] {
  const ids: string[] = [];
  const walk = (prefix: string, node: StateValue) => {
    if (typeof node === 'string') {
      ids.push(`${prefix}_${node}`);
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      ids.push(`${prefix}_${key}`);
      if (child !== undefined) walk(`${prefix}_${key}`, child);
    }
  };
  walk(machineId.replace(/[^A-Za-z0-9_]/g, '_'), value);
  return ids;
}

const describeValue = (value: StateValue): string =>
  typeof value === 'string' ? value : Object.entries(value).map(([key, child]) => (child === undefined ? key : `${key}.${describeValue(child)}`)).join(', ');

function useSnapshotValue(actor: AnyActorRef | undefined): StateValue | null {
  return useSyncExternalStore(
    (onChange) => {
      const subscription = actor?.subscribe(onChange);
      return () => subscription?.unsubscribe();
    },
    () => (actor ? ((actor.getSnapshot() as AnyMachineSnapshot).value ?? null) : null),
  );
}

/** One machine: its diagram (an SVG drawn by `npm run diagrams`), the running actor's states lit. */
function MachineDiagram({ entry, actor }: { entry: RegisteredMachine; actor?: AnyActorRef }) {
  const t = useT();
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const value = useSnapshotValue(actor);
  const container = useRef<HTMLDivElement>(null);
  const lit = value === null ? '' : activeNodeIds(entry.machine.id, value).join(' ');

  useEffect(() => {
    let live = true;
    fetch(`/diagrams/${entry.id}.svg`)
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
      .then((text) => live && setSvg(text), () => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [entry.id]);

  useEffect(() => {
    const root = container.current;
    if (!root || !svg) return;
    for (const node of root.querySelectorAll('g.lit')) node.classList.remove('lit');
    for (const id of lit.split(' ').filter(Boolean)) for (const node of root.querySelectorAll(`g[id*="-state-${id}-"]`)) node.classList.add('lit');
  }, [svg, lit]);

  return (
    <Stack as="section" gap="2" aria-labelledby={`diagram-${entry.id}`} borderWidth="1px" borderColor="border" borderRadius="lg" p="4" bg="bg.panel">
      <Heading as="h2" size="lg" id={`diagram-${entry.id}`}>
        {entry.title}
      </Heading>
      {value !== null && (
        <Text role="status" data-testid={`current-${entry.id}`}>
          {t('flows.current', { state: describeValue(value) })}
        </Text>
      )}
      {failed && <Text color="fg.error">{t('flows.loadFailed')}</Text>}
      {/* Our own build artefact (public/diagrams, drawn from the machines), not user content. */}
      <Box
        ref={container}
        overflowX="auto"
        bg="white"
        borderRadius="md"
        css={{ '& svg': { maxWidth: 'none' }, '& g.lit > rect, & g.lit > path': { fill: '#fde68a !important', stroke: '#b45309 !important', strokeWidth: '2px !important' } }}
        dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
        aria-hidden="true"
      />
    </Stack>
  );
}

/** For product owners and testers: every machine drawn, the running actors' current states lit. */
export default function FlowDiagramsPage() {
  const t = useT();
  const { actors } = useAppServices();
  const flows = useRunningFlows();
  const running: Record<string, AnyActorRef | undefined> = { session: actors.session, language: actors.language, 'build-update': actors.buildUpdate, ...Object.fromEntries(flows) };
  return (
    <Page title={t('screen.flowDiagrams')} lead={t('flows.intro')}>
      {machineRegistry
        .filter((entry) => entry.kind !== 'system')
        .map((entry) => (
          <MachineDiagram key={entry.id} entry={entry} actor={running[entry.id]} />
        ))}
    </Page>
  );
}
