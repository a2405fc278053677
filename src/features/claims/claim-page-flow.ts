import { fromPromise } from 'xstate';
import type { Claim } from '../../../contract/claims.ts';
import { claimPageMachine } from '../../../machines/claims/claim-page.machine.ts';
import { createFlowContext } from '@/app/flows/create-flow-context.tsx';
import { pageFlow } from '@/app/flows/page-flow.ts';
import { uploadDocument } from './upload-document.ts';

/** A claim's page: the one place the claim page machine's effects are implemented. Keyed by the claim's id. */
export const claimPageFlow = pageFlow(
  'claimPage',
  ({ api, withSession }) =>
    claimPageMachine.provide({
      actors: {
        loadClaim: fromPromise<Claim, { claimId: string }>(({ input }) => api.call('claim', { params: input })),
        withdrawClaim: fromPromise<Claim, { claimId: string }>(({ input }) => withSession(() => api.call('withdrawClaim', { params: input, body: {} }))),
        answerClaim: fromPromise<Claim, { claimId: string; message: string }>(({ input }) =>
          withSession(() => api.call('answerClaim', { params: { claimId: input.claimId }, body: input.message ? { message: input.message } : {} })),
        ),
      },
      actions: {
        startUpload: ({ self }, { claimId, localId }) => uploadDocument(self, claimId, localId),
        deleteDocument: (_, { claimId, documentId }) => {
          api.call('deleteClaimDocument', { params: { claimId, documentId } }).catch(() => {});
        },
      },
    }),
  {
    // The machine decides what a restored flow does (loads at once if it was waiting after a 503, marks lost uploads).
    resumed: (actor) => actor.send({ type: 'claimPage.resumed' }),
    input: (_services, key) => ({ claimId: key }),
  },
);

export const ClaimPageFlow = createFlowContext(claimPageFlow);
