import type { SessionContext } from '../../../machines/session/session.machine.ts';
import type { GuardSession } from './guards.ts';

export const toGuardSession = (context: SessionContext): GuardSession => ({
  username: context.username,
  backendUser: context.backendUser,
  registrationStep: context.registrationStep,
  temporaryPath: context.temporaryPath,
});
