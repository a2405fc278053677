import { accountModels } from './account/account.models.ts';
import { buildUpdateMachine } from './build-update/build-update.machine.ts';
import { claimPageModel, claimReportFromHelpModel, claimReportModel } from './claims/claims.models.ts';
import { claimPageUiModel, claimReportFromHelpUiModel, claimReportUiModel } from './claims/claims.ui-models.ts';
import { languageMachine } from './language/language.machine.ts';
import { notificationsModel } from './notifications/notifications.model.ts';
import { brokerChangeModel, cancellationModel, policyRequestsModel } from './policy-requests/policy-requests.models.ts';
import { brokerChangeUiModel, cancellationUiModel } from './policy-requests/policy-requests.ui-models.ts';
import { purchaseMachine } from './purchase/purchase.machine.ts';
import { purchaseModelEvents, purchaseModelInput } from './purchase/purchase.model.ts';
import { registrationMachine } from './registration/registration.machine.ts';
import { sessionMachine } from './session/session.machine.ts';
import { type FlowModel, afterEvent, invokeDone, invokeError } from './tooling/test-paths.ts';
import { walletModel } from './wallet/wallet.model.ts';
import { purchaseUiModel, registrationUiModel } from './tooling/ui-models.ts';

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

/** A registration status far in the future, so the sample paths do not depend on today's clock. */
const sampleStatus = {
  registrationId: 'reg-1',
  step: 'activation' as const,
  maskedMobile: '+966 •••• 567',
  codeExpiresAt: '2099-01-01T00:05:00.000Z',
  resendAvailableAt: '2099-01-01T00:01:00.000Z',
  attemptsLeft: 5,
};
const sampleLogin = {
  username: 'sara@example.com',
  userFullName: 'Sara Ahmed',
  emailAddress: 'sara@example.com',
  countryCode: 'SA',
  geoId: 'SA',
  loginTypeEnumId: 'EMAIL' as const,
  apiKey: 'k',
  sessionId: 's',
  sessionToken: 'rotated-token-0123456789',
  backendUser: false,
  registrationStep: null,
};
const sampleDetails = {
  firstName: 'Sara',
  lastName: 'Ahmed',
  dateOfBirth: '1990-04-01',
  gender: 'female' as const,
  mobile: '+966501234567',
  emailAddress: 'sara@example.com',
  password: 'sample password 1',
  insuranceCountry: 'SA',
  acceptTerms: true as const,
};
const fail = (reason: string, extra: Record<string, unknown> = {}) => ({ reason, message: reason, ...extra });
const registrationEvents = [
  { type: 'registration.submitDetails', details: sampleDetails },
  invokeDone(registrationMachine, 'loadRegistration', sampleStatus),
  invokeDone(registrationMachine, 'loadRegistration', null),
  invokeError(registrationMachine, 'loadRegistration', fail('unavailable')),
  invokeDone(registrationMachine, 'submitDetails', sampleStatus),
  invokeError(registrationMachine, 'submitDetails', fail('invalid', { fields: { emailAddress: 'Enter a valid email address.' } })),
  { type: 'registration.submitCode', code: '123456' },
  invokeDone(registrationMachine, 'verifyCode', sampleLogin),
  invokeError(registrationMachine, 'verifyCode', fail('wrongCode', { attemptsLeft: 4 })),
  invokeError(registrationMachine, 'verifyCode', fail('attemptsExhausted', { attemptsLeft: 0 })),
  invokeError(registrationMachine, 'verifyCode', fail('codeExpired')),
  invokeError(registrationMachine, 'verifyCode', fail('emailUnavailable')),
  invokeError(registrationMachine, 'verifyCode', fail('unavailable')),
  afterEvent(registrationMachine, 'activation.check.entering', 'codeExpiry'),
  afterEvent(registrationMachine, 'activation.resend.waiting', 'resendDelay'),
  { type: 'registration.resend' },
  invokeDone(registrationMachine, 'resendCode', sampleStatus),
  invokeError(registrationMachine, 'resendCode', fail('rateLimited', { retryAfterSeconds: 30 })),
  invokeError(registrationMachine, 'resendCode', fail('unavailable')),
  afterEvent(registrationMachine, 'activation.resend.rateLimited', 'retryAfter'),
  { type: 'registration.changeNumber' },
  { type: 'registration.cancelChange' },
  { type: 'registration.submitMobile', mobile: '+966509999999' },
  invokeDone(registrationMachine, 'changeMobile', { ...sampleStatus, maskedMobile: '+966 •••• 999' }),
  invokeError(registrationMachine, 'changeMobile', fail('invalid')),
  { type: 'registration.submitEmail', emailAddress: 'sara.2@example.com' },
  invokeDone(registrationMachine, 'changeEmail', sampleStatus),
  invokeDone(registrationMachine, 'countGuestPolicies', { count: 2 }),
  invokeDone(registrationMachine, 'countGuestPolicies', { count: 0 }),
  invokeError(registrationMachine, 'countGuestPolicies', fail('unavailable')),
  { type: 'registration.addGuestPolicies' },
  { type: 'registration.keepGuestPoliciesApart' },
  invokeDone(registrationMachine, 'mergeGuestPolicies', { merged: 2 }),
  invokeError(registrationMachine, 'mergeGuestPolicies', fail('unavailable')),
  { type: 'registration.retry' },
  { type: 'registration.startOver' },
  { type: 'registration.continue' },
];

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
      noUiTrigger: [{ event: 'buildUpdate.checkNow', why: 'no button asks for a check; the hourly timer does' }],
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
        { type: 'session.login', credentials: { identifier: 'sara@example.com', password: 'sample password 1' } },
        invokeDone(sessionMachine, 'logIn', sampleLogin),
        invokeError(sessionMachine, 'logIn', fail('wrongCredentials')),
        { type: 'session.continueAsGuest' },
        invokeDone(sessionMachine, 'logInAsGuest', { ...sampleLogin, username: 'guest-0a1b2c3d', loginTypeEnumId: 'GUEST' }),
        { type: 'session.startGoogle' },
        invokeDone(sessionMachine, 'startGoogle', { authorizationUrl: 'https://accounts.example/authorize' }),
        { type: 'session.googleCallback', code: 'code', state: 'state' },
        invokeError(sessionMachine, 'finishGoogle', fail('stateInvalid')),
        { type: 'session.logout' },
        invokeDone(sessionMachine, 'endSession', null),
        { type: 'session.expired' },
      ],
    },
  },
  {
    machine: { id: 'registration', machine: registrationMachine, input: { registrationStep: 'activation' }, events: registrationEvents },
    ui: registrationUiModel,
  },
  {
    machine: { id: 'purchase', machine: purchaseMachine, input: purchaseModelInput, events: purchaseModelEvents },
    ui: purchaseUiModel,
  },
  { machine: cancellationModel, ui: cancellationUiModel },
  { machine: brokerChangeModel, ui: brokerChangeUiModel },
  { machine: policyRequestsModel },
  { machine: claimReportModel, ui: claimReportUiModel },
  { machine: claimReportFromHelpModel, ui: claimReportFromHelpUiModel },
  { machine: claimPageModel, ui: claimPageUiModel },
  ...accountModels.map((machine) => ({ machine })),
  { machine: notificationsModel },
  { machine: walletModel },
];
