import { assign, enqueueActions, setup } from 'xstate';
import { type FlowExit, exitOutput } from '../shared/exit.ts';
import { type FlowFailure, asFailure, failureOf } from '../shared/failure.ts';
import { notProvided } from '../shared/not-provided.ts';
import type { FlowTag } from '../shared/tags.ts';
import { failedWithCode, requestGuards } from '../policy-requests/request-guards.ts';
import { type DocumentEvent, type RefusedFile, type UploadEntry, isUploading, uploadedCount, withServerDocuments } from './claim-documents.ts';
import { documentChanges, documentEffects, uploadReports, uploadsLostOnResume } from './document-uploads.ts';
import type { Claim, ClaimDetails, PayoutChoice } from '../../contract/claims.ts';
import type { PolicySummary } from '../../contract/purchase.ts';
import { payoutProblems } from './iban.ts';
import { detailsProblems, detailsRefusalCodes, refusedFields } from './incident-rules.ts';
import { keptOutage, outageRetry, outageRetryWait, retryAfterOutage, serviceRetry } from '../shared/service-retry.ts';


/**
 * Reporting a claim (/my-policy/:policyNumber/claim, or /my-claims/new from Get Help, where the
 * customer first chooses the policy): what happened (the questions of the policy's category) ->
 * the documents (each sent as soon as it is picked, so a reload keeps what is up) -> where the
 * money goes (wallet or a Saudi IBAN, shown masked once entered) -> check and send. The server keeps
 * the claim as a draft from the first step: its refusals (a day outside the cover, a claim already
 * open for the incident) come back on the field, nothing typed lost. A life policy has no online
 * claim: the flow says whom to call. The server holds every rule; this machine walks the customer
 * through them.
 */
export type ClaimPolicy = Pick<PolicySummary, 'policyNumber' | 'categoryId' | 'productName' | 'planName' | 'startDate' | 'endDate' | 'state'>;

export interface ClaimReportContext {
  /** The policy the flow was started on; '' from Get Help (chosen in the flow). */
  policyNumber: string;
  policies: ClaimPolicy[];
  policy: ClaimPolicy | null;
  details: ClaimDetails | null;
  /** The server's draft, once the first step is saved. */
  claimId: string | null;
  documents: UploadEntry[];
  /** Files refused the last time some were picked (type, size, empty, too many). */
  refused: RefusedFile[];
  /** Kept until sent so nothing typed is lost (the support capsule redacts it; views show it masked). */
  payout: PayoutChoice | null;
  /** Fields of the current step that need the customer's attention. */
  problems: string[];
  /** The sent claim. */
  claim: Claim | null;
  error: FlowFailure | null;
}

export type ClaimReportEvent =
  | { type: 'claim.choosePolicy'; policyNumber: string }
  | { type: 'claim.submitDetails'; details: ClaimDetails }
  | { type: 'claim.continue' }
  | { type: 'claim.submitPayout'; payout: PayoutChoice }
  | { type: 'claim.send' }
  | { type: 'claim.back' }
  | { type: 'claim.retry' }
  /** Sent by the page whenever the flow starts: a restored flow re-asks what it waited for and marks lost uploads. */
  | { type: 'claim.resumed' }
  | { type: 'claim.viewClaim' }
  | { type: 'claim.close' }
  | DocumentEvent;

export type ClaimReportExit = 'policy' | 'claim';

/** A policy under review (not issued) has nothing to claim on yet; an expired or cancelled one may still have a loss within its cover. */
const claimable = (policy: ClaimPolicy | undefined) => policy !== undefined && policy.state !== 'pending';
const findPolicy = (policies: readonly ClaimPolicy[], policyNumber: string) => policies.find((p) => p.policyNumber === policyNumber);
const samePolicy = (context: ClaimReportContext, policyNumber: string) => context.policy?.policyNumber === policyNumber;
/** The server's refusals of the policy itself, not of an answer: a life policy is claimed by phone, one under review not yet. */
export const policyRefusalCodes = ['claim_offline_only', 'policy_not_claimable'] as const;
const payoutRefused = (error: unknown) => Object.keys(asFailure(error).fields ?? {}).some((key) => key.startsWith('payout'));

export const claimReportMachine = setup({
  types: {
    context: {} as ClaimReportContext,
    events: {} as ClaimReportEvent,
    input: {} as { policyNumber: string },
    tags: {} as FlowTag,
    output: {} as FlowExit<ClaimReportExit> & { claimId?: string },
  },
  actors: {
    /** GET /policies: the customer's policies (the one the flow started on is among them). */
    loadPolicies: notProvided<ClaimPolicy[], void>('loadPolicies'),
    /** POST /claims (a new draft) or PUT /claims/:id (the draft's details changed). */
    saveDetails: notProvided<Claim, { claimId: string | null; policyNumber: string; details: ClaimDetails }>('saveDetails'),
    /** POST /claims/:id/submit with the payout. */
    sendClaim: notProvided<Claim, { claimId: string; payout: PayoutChoice }>('sendClaim'),
  },
  actions: {
    ...documentEffects,
    /** DELETE /claims/:id: the flow lets go of a draft it did not send (closed, or another policy chosen), so none is left behind. */
    discardDraft: (_, _params: { claimId: string }) => {},
  },
  delays: { serviceRetry },
  guards: {
    outageRetry,
    failedWithCode: requestGuards.failedWithCode,
    claimable: (_, params: { policy: ClaimPolicy | undefined }) => claimable(params.policy),
    isLife: (_, params: { policy: ClaimPolicy | undefined }) => params.policy?.categoryId === 'life',
    chosenFromList: (_, params: { context: ClaimReportContext }) => params.context.policyNumber === '',
    detailsComplete: (_, params: { details: ClaimDetails }) => detailsProblems(params.details).length === 0,
    documentsReady: (_, params: { documents: readonly UploadEntry[] }) => uploadedCount(params.documents) > 0 && !isUploading(params.documents),
    payoutValid: (_, params: { payout: PayoutChoice }) => payoutProblems(params.payout).length === 0,
    payoutRefused: (_, params: { error: unknown }) => payoutRefused(params.error),
  },
}).createMachine({
  id: 'claimReport',
  initial: 'loading',
  output: exitOutput<ClaimReportExit>,
  context: ({ input }) => ({
    policyNumber: input.policyNumber,
    policies: [],
    policy: null,
    details: null,
    claimId: null,
    documents: [],
    refused: [],
    payout: null,
    problems: [],
    claim: null,
    error: null,
  }),
  // A file's upload reports back whatever step the customer is on (they may go back while it goes up).
  on: { ...uploadReports<ClaimReportContext, ClaimReportEvent>(), 'claim.resumed': uploadsLostOnResume<ClaimReportContext, ClaimReportEvent>() },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadPolicies',
        onDone: [
          {
            guard: { type: 'chosenFromList', params: ({ context }) => ({ context }) },
            target: 'choosing',
            actions: assign({ policies: ({ event }) => event.output.filter((p) => claimable(p)), error: null }),
          },
          {
            guard: { type: 'isLife', params: ({ context, event }) => ({ policy: findPolicy(event.output, context.policyNumber) }) },
            target: 'lifeNotice',
            actions: assign({ policy: ({ context, event }) => findPolicy(event.output, context.policyNumber) ?? null, error: null }),
          },
          {
            guard: { type: 'claimable', params: ({ context, event }) => ({ policy: findPolicy(event.output, context.policyNumber) }) },
            target: 'details',
            actions: assign({ policy: ({ context, event }) => findPolicy(event.output, context.policyNumber) ?? null, error: null }),
          },
          // The policy found, if any: one still under review is named as such (a claim once it is issued).
          { target: 'unavailable', actions: assign({ policy: ({ context, event }) => findPolicy(event.output, context.policyNumber) ?? null, error: null }) },
        ],
        onError: [
          { ...retryAfterOutage('loadRetryWait'), actions: assign({ error: keptOutage }) },
          { target: 'loadFailed', actions: assign({ error: failureOf }) },
        ],
      },
    },
    // A 503: the policies are asked for again on its own; a flow restored while waiting asks at once.
    loadRetryWait: outageRetryWait('loading', 'claim.retry', 'claim.resumed'),
    loadFailed: { tags: ['failed'], on: { 'claim.retry': 'loading', 'claim.close': 'closed' } },
    /**
     * Not one of the customer's policies (`policy` null), one that cannot be claimed on yet (still under
     * review: `policy` says so), or one the server refused a claim on while the page was open (`error`:
     * claim_offline_only, policy_not_claimable): nothing on this page can go further.
     */
    unavailable: { tags: ['failed'], on: { 'claim.close': 'closed' } },
    choosing: {
      tags: ['editable'],
      on: {
        'claim.choosePolicy': [
          {
            guard: { type: 'isLife', params: ({ context, event }) => ({ policy: findPolicy(context.policies, event.policyNumber) }) },
            target: 'lifeNotice',
            actions: assign({ policy: ({ context, event }) => findPolicy(context.policies, event.policyNumber) ?? null, problems: [] }),
          },
          {
            guard: { type: 'claimable', params: ({ context, event }) => ({ policy: findPolicy(context.policies, event.policyNumber) }) },
            target: 'details',
            actions: [
              enqueueActions(({ context, event, enqueue }) => {
                if (context.claimId && !samePolicy(context, event.policyNumber)) enqueue({ type: 'discardDraft', params: { claimId: context.claimId } });
              }),
              assign({
                // Another policy than the draft's: what was typed for the other one does not carry over.
                details: ({ context, event }) => (samePolicy(context, event.policyNumber) ? context.details : null),
                claimId: ({ context, event }) => (samePolicy(context, event.policyNumber) ? context.claimId : null),
                documents: ({ context, event }) => (samePolicy(context, event.policyNumber) ? context.documents : []),
                policy: ({ context, event }) => findPolicy(context.policies, event.policyNumber) ?? null,
                problems: [],
                error: null,
              }),
            ],
          },
          { actions: assign({ problems: ['policy'] }) },
        ],
        'claim.close': 'closed',
      },
    },
    lifeNotice: {
      tags: ['done'],
      on: {
        'claim.back': { guard: { type: 'chosenFromList', params: ({ context }) => ({ context }) }, target: 'choosing' },
        'claim.close': 'closed',
      },
    },
    details: {
      tags: ['editable'],
      on: {
        'claim.submitDetails': [
          {
            guard: { type: 'detailsComplete', params: ({ event }) => ({ details: event.details }) },
            target: 'savingDetails',
            actions: assign({ details: ({ event }) => event.details, problems: [], error: null }),
          },
          { actions: assign({ details: ({ event }) => event.details, problems: ({ event }) => detailsProblems(event.details), error: null }) },
        ],
        'claim.back': { guard: { type: 'chosenFromList', params: ({ context }) => ({ context }) }, target: 'choosing', actions: assign({ problems: [], error: null }) },
        'claim.close': 'closed',
      },
    },
    savingDetails: {
      tags: ['busy'],
      invoke: {
        src: 'saveDetails',
        input: ({ context }) => ({ claimId: context.claimId, policyNumber: context.policy?.policyNumber ?? '', details: context.details! }),
        onDone: {
          target: 'documents',
          actions: assign({ claimId: ({ event }) => event.output.claimId, documents: ({ context, event }) => withServerDocuments(context.documents, event.output.documents), error: null }),
        },
        onError: [
          // The policy itself refused (a page left open while it changed): nothing here can go further.
          { guard: failedWithCode(...policyRefusalCodes), target: 'unavailable', actions: assign({ error: failureOf }) },
          // Refused or failed: back on the form, every answer kept; a refusal names its field.
          { target: 'details', actions: assign({ error: failureOf, problems: ({ event }) => refusedFields(asFailure(event.error)) }) },
        ],
      },
    },
    documents: {
      tags: ['editable'],
      on: {
        ...documentChanges<ClaimReportContext, ClaimReportEvent>((context) => context.claimId ?? ''),
        'claim.continue': [
          { guard: { type: 'documentsReady', params: ({ context }) => ({ documents: context.documents }) }, target: 'payout', actions: assign({ problems: [], refused: [], error: null }) },
          { actions: assign({ problems: ['documents'] }) },
        ],
        'claim.back': { target: 'details', actions: assign({ problems: [], refused: [], error: null }) },
      },
    },
    payout: {
      tags: ['editable'],
      on: {
        'claim.submitPayout': [
          { guard: { type: 'payoutValid', params: ({ event }) => ({ payout: event.payout }) }, target: 'review', actions: assign({ payout: ({ event }) => event.payout, problems: [], error: null }) },
          { actions: assign({ payout: ({ event }) => event.payout, problems: ({ event }) => payoutProblems(event.payout), error: null }) },
        ],
        'claim.back': { target: 'documents', actions: assign({ problems: [], error: null }) },
      },
    },
    review: {
      tags: ['editable'],
      on: { 'claim.send': 'sending', 'claim.back': { target: 'payout', actions: assign({ error: null }) } },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        src: 'sendClaim',
        input: ({ context }) => ({ claimId: context.claimId ?? '', payout: context.payout ?? { method: 'wallet' as const } }),
        // Sent: the IBAN typed is no longer kept (the claim holds it masked).
        onDone: { target: 'sent', actions: assign({ claim: ({ event }) => event.output, payout: null, error: null }) },
        onError: [
          { guard: failedWithCode(...policyRefusalCodes), target: 'unavailable', actions: assign({ error: failureOf }) },
          { guard: { type: 'payoutRefused', params: ({ event }) => ({ error: event.error }) }, target: 'payout', actions: assign({ error: failureOf, problems: ['iban'] }) },
          // Refused on what happened (the cover, a claim opened meanwhile): back to that step, its field marked.
          { guard: failedWithCode(...detailsRefusalCodes), target: 'details', actions: assign({ error: failureOf, problems: ({ event }) => refusedFields(asFailure(event.error)) }) },
          { guard: failedWithCode('claim_documents_missing'), target: 'documents', actions: assign({ error: failureOf, problems: ['documents'] }) },
          { target: 'review', actions: assign({ error: failureOf }) },
        ],
      },
    },
    sent: {
      tags: ['done'],
      on: { 'claim.viewClaim': 'viewing', 'claim.close': 'closed' },
    },
    viewing: { type: 'final', output: ({ context }) => ({ exit: 'claim' as const, claimId: context.claim?.claimId ?? '' }) },
    closed: {
      type: 'final',
      entry: enqueueActions(({ context, enqueue }) => {
        if (context.claimId && !context.claim) enqueue({ type: 'discardDraft', params: { claimId: context.claimId } });
      }),
      output: { exit: 'policy' as const },
    },
  },
});
