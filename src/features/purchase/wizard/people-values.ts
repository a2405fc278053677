import * as z from 'zod/mini';
import { isoDateSchema } from '../../../../contract/catalogue.ts';
import { insuredPersonSchema, policyholderSchema } from '../../../../contract/purchase.ts';

/** The people step's form (people-step.tsx): its schema, and the values its helpers read. */
export const peopleSchema = z.object({ policyholder: policyholderSchema, insuredPersons: z.array(insuredPersonSchema), startDate: isoDateSchema });
export type PeopleValues = z.infer<typeof peopleSchema>;
