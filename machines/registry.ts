import type { AnyStateMachine } from 'xstate';
import { appMachine } from './app/app.machine.ts';
import { brokerChangeMachine } from './broker-change/broker-change.machine.ts';
import { buildUpdateMachine } from './build-update/build-update.machine.ts';
import { cancellationMachine } from './cancellation/cancellation.machine.ts';
import { claimPageMachine } from './claims/claim-page.machine.ts';
import { claimReportMachine } from './claims/claim-report.machine.ts';
import { languageMachine } from './language/language.machine.ts';
import { notificationsMachine } from './notifications/notifications.machine.ts';
import { policyRequestsMachine } from './policy-requests/policy-requests.machine.ts';
import { purchaseMachine } from './purchase/purchase.machine.ts';
import { registrationMachine } from './registration/registration.machine.ts';
import { findPolicyMachine } from './session/find-policy.machine.ts';
import { passwordResetMachine } from './session/password-reset.machine.ts';
import { sessionMachine } from './session/session.machine.ts';
import { contactMessageMachine, supportRequestMachine } from './content/visitor-message.machine.ts';
import { brokerApplicationMachine, changePasswordMachine, emailVerificationMachine, verificationLinkMachine } from './session/submission.machine.ts';
import { addressesMachine, groupMembersMachine } from './account/account-lists.ts';
import { emailChangeMachine, mobileChangeMachine, profileMachine } from './account/profile.machine.ts';
import { savedPeopleMachine } from './account/saved-people.machine.ts';
import { walletMachine } from './wallet/wallet.machine.ts';

/**
 * Every machine of the app, for the tools that work from the same objects the app runs: the diagram
 * exporter, the model-based path generator and the support capsule. Add each new machine here.
 */
export interface RegisteredMachine {
  id: string;
  title: string;
  /** Long-lived actors of the app system, or a flow a customer walks through. */
  kind: 'long-lived' | 'flow' | 'system';
  machine: AnyStateMachine;
}

export const machineRegistry: readonly RegisteredMachine[] = [
  { id: 'app', title: 'App system', kind: 'system', machine: appMachine },
  { id: 'session', title: 'Session', kind: 'long-lived', machine: sessionMachine },
  { id: 'language', title: 'Language switch', kind: 'long-lived', machine: languageMachine },
  { id: 'build-update', title: 'Build-update reload', kind: 'long-lived', machine: buildUpdateMachine },
  { id: 'notifications', title: 'Notifications and unread count', kind: 'long-lived', machine: notificationsMachine },
  { id: 'registration', title: 'Sign-up with SMS activation', kind: 'flow', machine: registrationMachine },
  { id: 'purchase', title: 'Guided purchase', kind: 'flow', machine: purchaseMachine },
  { id: 'cancellation', title: 'Policy cancellation', kind: 'flow', machine: cancellationMachine },
  { id: 'brokerChange', title: 'Broker change', kind: 'flow', machine: brokerChangeMachine },
  { id: 'policyRequests', title: "A policy's requests", kind: 'flow', machine: policyRequestsMachine },
  { id: 'claimReport', title: 'Report a claim', kind: 'flow', machine: claimReportMachine },
  { id: 'claimPage', title: "A claim's page: status, more information, withdraw", kind: 'flow', machine: claimPageMachine },
  { id: 'passwordReset', title: 'Forgot password', kind: 'flow', machine: passwordResetMachine },
  { id: 'findPolicy', title: 'Find my policy (a guest back with an SMS code)', kind: 'flow', machine: findPolicyMachine },
  { id: 'changePassword', title: 'Change password', kind: 'flow', machine: changePasswordMachine },
  { id: 'emailVerification', title: 'Email verification link', kind: 'flow', machine: emailVerificationMachine },
  { id: 'verificationLink', title: 'New verification link', kind: 'flow', machine: verificationLinkMachine },
  { id: 'brokerApplication', title: 'Broker application', kind: 'flow', machine: brokerApplicationMachine },
  { id: 'contactMessage', title: 'Contact message', kind: 'flow', machine: contactMessageMachine },
  { id: 'supportRequest', title: 'Support request', kind: 'flow', machine: supportRequestMachine },
  { id: 'profile', title: 'My Account: profile details', kind: 'flow', machine: profileMachine },
  { id: 'emailChange', title: 'My Account: new email address', kind: 'flow', machine: emailChangeMachine },
  { id: 'mobileChange', title: 'My Account: new mobile number', kind: 'flow', machine: mobileChangeMachine },
  { id: 'addresses', title: 'My Account: addresses', kind: 'flow', machine: addressesMachine },
  { id: 'groupMembers', title: 'My Account: group members', kind: 'flow', machine: groupMembersMachine },
  { id: 'savedPeople', title: 'Purchase: saved people', kind: 'flow', machine: savedPeopleMachine },
  { id: 'wallet', title: 'My Account: wallet and gift cards', kind: 'flow', machine: walletMachine },
];
