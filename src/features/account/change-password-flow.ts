import type * as z from 'zod/mini';
import type { changePasswordRequestSchema } from '../../../contract/accounts.ts';
import { changePasswordMachine } from '../../../machines/session/submission.machine.ts';
import { createFlowContext } from '@/app/flows/create-flow-context.tsx';
import { endpointSubmission } from '@/app/flows/submission-flow.ts';

export type ChangePasswordValues = z.input<typeof changePasswordRequestSchema>;

/** Changing the password: its one effect, the API call (the user's other sessions end on the server). */
export const changePasswordFlow = endpointSubmission(changePasswordMachine, 'changePassword');

export const ChangePassword = createFlowContext(changePasswordFlow);
