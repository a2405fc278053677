import type { Context, Hono } from 'hono';
import { endpoints } from '../../contract/endpoints.ts';
import { createCatalogueStore } from '../catalogue/catalogue-store.ts';
import { approveClaim, backofficeClaim, backofficeClaims, backofficeDocument, markClaimPaid, rejectClaim, requestInformation, requireClaimsStaff, reviewClaim } from '../claims/backoffice.ts';
import type { ClaimCustomer, ClaimDeps } from '../claims/claim-deps.ts';
import { answerClaim, claimOf, createClaim, deleteClaim, listClaims, submitClaim, updateClaim, withdrawClaim } from '../claims/claims.ts';
import { type ClaimDocumentStore, createDatabaseDocumentStore } from '../claims/document-store.ts';
import { customerDocument, deleteDocument, uploadDocument } from '../claims/documents.ts';
import type { AppDatabase } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { mountEndpoint } from '../http/endpoint-route.ts';
import type { Logger } from '../observability/log.ts';
import { ownerIds, requireCustomer } from '../purchase/customer.ts';
import { personal } from './route-helpers.ts';

export interface ClaimRouteOptions {
  db: AppDatabase;
  logger: Logger;
  now: () => Date;
  /** Where document bytes go; the database by default. */
  documents?: ClaimDocumentStore;
}

/** Claims: the customer's calls and the back office's (docs/claims.md). */
export function mountClaimRoutes(router: Hono<AppEnv>, options: ClaimRouteOptions): void {
  const deps: ClaimDeps = {
    db: options.db,
    catalogue: createCatalogueStore(options.db),
    documents: options.documents ?? createDatabaseDocumentStore(options.db),
    logger: options.logger,
    now: options.now,
  };
  const customer = async (c: Context<AppEnv>): Promise<ClaimCustomer> => {
    personal(c);
    const user = await requireCustomer(c, deps.db);
    return { userId: user.id, owners: await ownerIds(deps.db, user.id), guest: user.kind === 'guest' };
  };
  const staff = (c: Context<AppEnv>) => {
    personal(c);
    return requireClaimsStaff(c, deps);
  };

  mountEndpoint(router, endpoints.claims, async (c, { query }) => ({ claims: await listClaims(deps, await customer(c), query) }));
  mountEndpoint(router, endpoints.createClaim, async (c, { body }) => createClaim(deps, await customer(c), body));
  mountEndpoint(router, endpoints.claim, async (c, { params }) => claimOf(deps, await customer(c), params.claimId));
  mountEndpoint(router, endpoints.updateClaim, async (c, { params, body }) => updateClaim(deps, await customer(c), params.claimId, body.details));
  mountEndpoint(router, endpoints.deleteClaim, async (c, { params }) => {
    await deleteClaim(deps, await customer(c), params.claimId);
    return null;
  });
  mountEndpoint(router, endpoints.uploadClaimDocument, async (c, { params, query, body }) => uploadDocument(deps, await customer(c), params.claimId, query, body));
  mountEndpoint(router, endpoints.claimDocument, async (c, { params }) => customerDocument(deps, await customer(c), params.claimId, params.documentId));
  mountEndpoint(router, endpoints.deleteClaimDocument, async (c, { params }) => {
    await deleteDocument(deps, await customer(c), params.claimId, params.documentId);
    return null;
  });
  mountEndpoint(router, endpoints.submitClaim, async (c, { params, body }) => submitClaim(deps, await customer(c), params.claimId, body.payout));
  mountEndpoint(router, endpoints.answerClaim, async (c, { params, body }) => answerClaim(deps, await customer(c), params.claimId, body.message));
  mountEndpoint(router, endpoints.withdrawClaim, async (c, { params }) => withdrawClaim(deps, await customer(c), params.claimId));

  mountEndpoint(router, endpoints.backofficeClaims, async (c, { query }) => {
    await staff(c);
    return { claims: await backofficeClaims(deps, query.status) };
  });
  mountEndpoint(router, endpoints.backofficeClaim, async (c, { params }) => {
    await staff(c);
    return backofficeClaim(deps, params.claimId);
  });
  mountEndpoint(router, endpoints.backofficeClaimDocument, async (c, { params }) => {
    await staff(c);
    return backofficeDocument(deps, params.claimId, params.documentId);
  });
  mountEndpoint(router, endpoints.backofficeReviewClaim, async (c, { params }) => reviewClaim(deps, await staff(c), params.claimId));
  mountEndpoint(router, endpoints.backofficeRequestClaimInformation, async (c, { params, body }) => requestInformation(deps, await staff(c), params.claimId, body.message));
  mountEndpoint(router, endpoints.backofficeApproveClaim, async (c, { params, body }) => approveClaim(deps, await staff(c), params.claimId, body.amountMinor, body.note || null));
  mountEndpoint(router, endpoints.backofficeRejectClaim, async (c, { params, body }) => rejectClaim(deps, await staff(c), params.claimId, body.reason));
  mountEndpoint(router, endpoints.backofficeMarkClaimPaid, async (c, { params, body }) => markClaimPaid(deps, await staff(c), params.claimId, body.reference || null));
}
