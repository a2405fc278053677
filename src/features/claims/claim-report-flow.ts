import { fromPromise } from 'xstate';
import type { Claim, ClaimDetails, PayoutChoice } from '../../../contract/claims.ts';
import { type ClaimPolicy, claimReportMachine } from '../../../machines/claims/claim-report.machine.ts';
import { createFlowContext } from '@/app/flows/create-flow-context.tsx';
import { flowServices } from '@/app/flows/flow-services.ts';
import type { FlowDefinition } from '@/app/flows/use-flow.ts';
import { linkTo, paths } from '@/lib/paths.ts';
import { appStorage } from '@/lib/storage.ts';
import { uploadDocument } from './upload-document.ts';

/** Reporting a claim: the one place the report machine's effects are implemented. Keyed by the policy number ('' from Get Help). */
export const claimReportFlow: FlowDefinition<typeof claimReportMachine> = {
  id: 'claimReport',
  version: 1,
  logic: (services) => {
    const { api, withSession } = flowServices(services, 'claimReport');
    return claimReportMachine.provide({
      actors: {
        loadPolicies: fromPromise<ClaimPolicy[], void>(async () => (await api.call('policies')).policies),
        saveDetails: fromPromise<Claim, { claimId: string | null; policyNumber: string; details: ClaimDetails }>(({ input }) =>
          withSession(() =>
            input.claimId
              ? api.call('updateClaim', { params: { claimId: input.claimId }, body: { details: input.details } })
              : api.call('createClaim', { body: { policyNumber: input.policyNumber, details: input.details } }),
          ),
        ),
        sendClaim: fromPromise<Claim, { claimId: string; payout: PayoutChoice }>(({ input }) =>
          withSession(() => api.call('submitClaim', { params: { claimId: input.claimId }, body: { payout: input.payout } })),
        ),
      },
      actions: {
        startUpload: ({ self }, { claimId, localId }) => uploadDocument(self, claimId, localId),
        deleteDocument: (_, { claimId, documentId }) => {
          // Best effort: a document left on a draft is never sent without the customer seeing it listed.
          api.call('deleteClaimDocument', { params: { claimId, documentId } }).catch(() => {});
        },
        discardDraft: (_, { claimId }) => {
          // Best effort: a draft missed here is discarded by the server's housekeeping after CLAIM_DRAFT_DAYS.
          api.call('deleteClaim', { params: { claimId } }).catch(() => {});
        },
      },
    });
  },
  input: (_services, key) => ({ policyNumber: key }),
  // The draft is the customer's: a session ending under it parks it for the same account (as the purchase's).
  owner: () => appStorage.getText('username'),
  exits: {
    policy: (_services, key) => (key ? linkTo.policyDetail(key) : paths.myClaims),
    claim: (_services, _key, output) => linkTo.claim(String(output.claimId ?? '')),
  },
  // The machine decides what a restored flow does (loads at once if it was waiting after a 503, marks lost uploads).
  resumed: (actor) => actor.send({ type: 'claim.resumed' }),
};

export const ClaimReport = createFlowContext(claimReportFlow);

/** Whether the report started from Get Help's list of policies (no policy in its address) or a policy's page. */
export const useStartedFromList = () => ClaimReport.useSelect((s) => s.context.policyNumber === '');
/** Close's words: it leads where the report started (`exits.policy`): My claims, or back to the policy. */
export const closeLabelKey = (fromList: boolean): 'claims.toMyClaims' | 'claims.backToPolicy' => (fromList ? 'claims.toMyClaims' : 'claims.backToPolicy');
