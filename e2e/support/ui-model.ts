import type { Page } from '@playwright/test';
import { type AnyMachineSnapshot, getInitialSnapshot, getNextSnapshot } from 'xstate';
import type { FlowModel, TestPath } from '../../machines/tooling/test-paths.ts';

/**
 * What a flow's test model gives the model-path replay (e2e/model-paths.spec.ts): how a person does
 * each of the machine's events, and what they see in each state.
 */
export interface StepContext {
  path: TestPath;
  /** The index of the step being acted (for `see`: the step just done; -1 before the first). */
  index: number;
  /** The state the step starts from. */
  from: string;
  lang: 'en' | 'ar';
}
export interface UiModel {
  /** Open the app where the flow starts (and arrange the answers the path needs). */
  setUp(page: Page, path: TestPath, lang: 'en' | 'ar'): Promise<void>;
  act: Record<string, (page: Page, context: StepContext) => Promise<void>>;
  see: Record<string, (page: Page, context: StepContext) => Promise<void>>;
  /** Console errors the flow's paths provoke on purpose (500 answers, aborted requests). */
  allowedConsoleErrors?: RegExp[];
  /** Paths also replayed in Arabic (ids). */
  arabic?: readonly string[];
}

/**
 * The model's own snapshot before step `index` of the path (the whole path replayed on the machine,
 * effects not run): for acts whose UI depends on the context, not only on the state (which file is
 * on its way, say).
 */
export function modelSnapshotBefore(model: FlowModel, path: TestPath, index: number): AnyMachineSnapshot {
  let snapshot = getInitialSnapshot(model.machine, model.input as never) as AnyMachineSnapshot;
  for (const step of path.steps.slice(0, index)) snapshot = getNextSnapshot(model.machine, snapshot, step.event) as AnyMachineSnapshot;
  return snapshot;
}
