import { buildUpdateMachine } from './build-update/build-update.machine.ts';
import { languageMachine } from './language/language.machine.ts';
import { purchaseMachine } from './purchase/purchase.machine.ts';
import { purchaseModelEvents, purchaseModelInput } from './purchase/purchase.model.ts';
import { sessionMachine } from './session/session.machine.ts';
import { type FlowModel, afterEvent, invokeDone, invokeError } from './tooling/test-paths.ts';

/**
 * The sample data each flow's test paths are made from: which events may happen, with what payload.
 * `machineEvents` drive the machine-level replays (vitest); `uiEvents` are the ones a person can
 * cause in the real UI (the Playwright replays map each to an action). Add a model per flow machine.
 */
export interface FlowModels {
  machine: FlowModel;
  /** Absent when the flow has no user-visible trigger of its own. */
  ui?: FlowModel;
}

const manifestChecked = (buildId: string) => invokeDone(buildUpdateMachine, 'fetchBuildManifest', { buildId, checkedAt: 3_600_000 });

export const flowModels: readonly FlowModels[] = [
  {
    machine: { id: 'language', machine: languageMachine, input: { language: 'en' }, events: [{ type: 'language.change', language: 'ar' }, { type: 'language.change', language: 'en' }] },
    ui: { id: 'language', machine: languageMachine, input: { language: 'en' }, events: [{ type: 'language.change', language: 'ar' }] },
  },
  {
    machine: {
      id: 'build-update',
      machine: buildUpdateMachine,
      input: { currentBuildId: 'build-1', lastReloadAt: null },
      events: [
        { type: 'buildUpdate.checkNow' },
        afterEvent(buildUpdateMachine, 'waiting', 'checkInterval'),
        manifestChecked('build-1'),
        manifestChecked('build-2'),
        invokeError(buildUpdateMachine, 'fetchBuildManifest'),
      ],
    },
    ui: {
      id: 'build-update',
      machine: buildUpdateMachine,
      input: { currentBuildId: 'build-1', lastReloadAt: null },
      events: [
        afterEvent(buildUpdateMachine, 'waiting', 'checkInterval'),
        manifestChecked('build-1'),
        manifestChecked('build-2'),
        invokeError(buildUpdateMachine, 'fetchBuildManifest'),
      ],
    },
  },
  {
    machine: {
      id: 'session',
      machine: sessionMachine,
      input: {},
      events: [
        invokeDone(sessionMachine, 'fetchSessionToken', { sessionToken: 'sample-token-0123456789' }),
        invokeError(sessionMachine, 'fetchSessionToken'),
        { type: 'session.forbidden' },
        {
          type: 'session.storageChanged',
          stored: { sessionToken: 't', sessionId: '', apiKey: '', username: 'sara@example.com', userFullName: null, loginTypeEnumId: null, registrationStep: null, backendUser: false },
        },
        { type: 'session.rememberPath', path: '/services/our-products' },
      ],
    },
  },
  {
    machine: { id: 'purchase', machine: purchaseMachine, input: purchaseModelInput, events: purchaseModelEvents },
  },
];
