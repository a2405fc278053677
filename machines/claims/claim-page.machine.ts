import { assign, setup } from 'xstate';
import { type FlowFailure, failureOf } from '../shared/failure.ts';
import { notProvided } from '../shared/not-provided.ts';
import type { FlowTag } from '../shared/tags.ts';
import { failedWithCode, requestGuards } from '../policy-requests/request-guards.ts';
import { type DocumentEvent, type RefusedFile, type UploadEntry, isUploading, uploadedCount } from './claim-documents.ts';
import { documentChanges, documentEffects, uploadReports, uploadsLostOnResume } from './document-uploads.ts';
import { type Claim, withdrawableClaimStatuses } from '../../contract/claims.ts';
import { keptOutage, outageRetry, outageRetryWait, retryAfterOutage, serviceRetry } from '../shared/service-retry.ts';

/**
 * A sent claim's page (/my-claims/:claimId): its status and history, looked at again on
 * "Check again" and every `pollInterval` while open; Withdraw (asked first) before a decision; and
 * when the back office asks for more information, the customer answers in words and documents
 * (each sent as it is picked, as in the report flow) and sends the answer.
 */
export interface ClaimPageContext {
  claimId: string;
  claim: Claim | null;
  /** The answer to a request for more information being written. */
  message: string;
  documents: UploadEntry[];
  refused: RefusedFile[];
  problems: string[];
  error: FlowFailure | null;
}

export type ClaimPageEvent =
  | { type: 'claimPage.refresh' }
  | { type: 'claimPage.retry' }
  /** Sent by the page whenever the flow starts: a restored flow re-asks what it waited for and marks lost uploads. */
  | { type: 'claimPage.resumed' }
  | { type: 'claimPage.withdraw' }
  | { type: 'claimPage.keep' }
  | { type: 'claimPage.confirmWithdraw' }
  | { type: 'claimPage.answer' }
  | { type: 'claimPage.sendAnswer'; message: string }
  | { type: 'claimPage.cancelAnswer' }
  | DocumentEvent;

const claimIdOf = (context: ClaimPageContext) => context.claim?.claimId ?? '';

export const claimPageMachine = setup({
  types: {
    context: {} as ClaimPageContext,
    events: {} as ClaimPageEvent,
    input: {} as { claimId: string },
    tags: {} as FlowTag,
  },
  actors: {
    /** GET /claims/:claimId. */
    loadClaim: notProvided<Claim, { claimId: string }>('loadClaim'),
    /** POST /claims/:id/withdraw. */
    withdrawClaim: notProvided<Claim, { claimId: string }>('withdrawClaim'),
    /** POST /claims/:id/information: the answer and the documents added with it. */
    answerClaim: notProvided<Claim, { claimId: string; message: string }>('answerClaim'),
  },
  actions: documentEffects,
  delays: { pollInterval: 10_000, serviceRetry },
  guards: {
    outageRetry,
    failedWithCode: requestGuards.failedWithCode,
    withdrawable: (_, params: { claim: Claim | null }) => params.claim !== null && (withdrawableClaimStatuses as readonly string[]).includes(params.claim.status),
    asked: (_, params: { claim: Claim | null }) => params.claim?.status === 'information_requested',
    answerReady: (_, params: { message: string; documents: readonly UploadEntry[] }) =>
      !isUploading(params.documents) && (params.message.trim().length > 0 || uploadedCount(params.documents) > 0),
  },
}).createMachine({
  id: 'claimPage',
  initial: 'loading',
  context: ({ input }) => ({ claimId: input.claimId, claim: null, message: '', documents: [], refused: [], problems: [], error: null }),
  on: { ...uploadReports<ClaimPageContext, ClaimPageEvent>(), 'claimPage.resumed': uploadsLostOnResume<ClaimPageContext, ClaimPageEvent>() },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadClaim',
        input: ({ context }) => ({ claimId: context.claimId }),
        onDone: { target: 'ready', actions: assign({ claim: ({ event }) => event.output, error: null }) },
        onError: [
          { ...retryAfterOutage('loadRetryWait'), actions: assign({ error: keptOutage }) },
          { guard: failedWithCode('not_found', 'validation_failed'), target: 'missing', actions: assign({ error: failureOf }) },
          { target: 'loadFailed', actions: assign({ error: failureOf }) },
        ],
      },
    },
    // A 503: the claim is asked for again on its own; a flow restored while waiting asks at once.
    loadRetryWait: outageRetryWait('loading', 'claimPage.retry', 'claimPage.resumed'),
    loadFailed: { tags: ['failed'], on: { 'claimPage.retry': 'loading' } },
    /** Not a claim of this customer (the server answers 404 alike for another's). */
    missing: { tags: ['failed'] },
    ready: {
      after: { pollInterval: 'refreshing' },
      on: {
        'claimPage.refresh': 'refreshing',
        'claimPage.withdraw': { guard: { type: 'withdrawable', params: ({ context }) => ({ claim: context.claim }) }, target: 'withdrawConfirm', actions: assign({ error: null }) },
        'claimPage.answer': { guard: { type: 'asked', params: ({ context }) => ({ claim: context.claim }) }, target: 'answering', actions: assign({ error: null, problems: [] }) },
      },
    },
    refreshing: {
      invoke: {
        src: 'loadClaim',
        input: ({ context }) => ({ claimId: context.claimId }),
        onDone: { target: 'ready', actions: assign({ claim: ({ event }) => event.output, error: null }) },
        // A missed look is no news: the page stays as it was, the next look may succeed.
        onError: { target: 'ready', actions: assign({ error: failureOf }) },
      },
      on: { 'claimPage.withdraw': { guard: { type: 'withdrawable', params: ({ context }) => ({ claim: context.claim }) }, target: 'withdrawConfirm', actions: assign({ error: null }) } },
    },
    withdrawConfirm: {
      tags: ['editable'],
      on: { 'claimPage.confirmWithdraw': 'withdrawing', 'claimPage.keep': { target: 'ready', actions: assign({ error: null }) } },
    },
    withdrawing: {
      tags: ['busy'],
      invoke: {
        src: 'withdrawClaim',
        input: ({ context }) => ({ claimId: claimIdOf(context) }),
        onDone: { target: 'ready', actions: assign({ claim: ({ event }) => event.output, error: null }) },
        onError: [
          // Decided meanwhile: show the decision.
          { guard: failedWithCode('claim_status_conflict'), target: 'refreshing', actions: assign({ error: failureOf }) },
          { target: 'withdrawConfirm', actions: assign({ error: failureOf }) },
        ],
      },
    },
    answering: {
      tags: ['editable'],
      on: {
        ...documentChanges<ClaimPageContext, ClaimPageEvent>(claimIdOf),
        'claimPage.sendAnswer': [
          {
            guard: { type: 'answerReady', params: ({ context, event }) => ({ message: event.message, documents: context.documents }) },
            target: 'sendingAnswer',
            actions: assign({ message: ({ event }) => event.message.trim(), problems: [], error: null }),
          },
          { actions: assign({ message: ({ event }) => event.message, problems: ['answer'] }) },
        ],
        'claimPage.cancelAnswer': { target: 'ready', actions: assign({ problems: [], refused: [], error: null }) },
      },
    },
    sendingAnswer: {
      tags: ['busy'],
      invoke: {
        src: 'answerClaim',
        // The documents added since the request go with the answer (the server sends every one not sent yet).
        input: ({ context }) => ({ claimId: claimIdOf(context), message: context.message }),
        onDone: { target: 'ready', actions: assign({ claim: ({ event }) => event.output, message: '', documents: [], refused: [], error: null }) },
        onError: { target: 'answering', actions: assign({ error: failureOf }) },
      },
    },
  },
});
