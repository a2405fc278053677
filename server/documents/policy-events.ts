// What happens to a policy that the policyholder is told of (server/documents/policy-messages.ts sends
// the email and SMS). Its own module: the purchase and request areas name it in their deps, and the
// messages module depends on those areas.
export type PolicyEvent =
  | { kind: 'issued' | 'renewed'; policyNumber: string }
  | { kind: 'cancellation_approved' | 'broker_change_approved'; policyNumber: string }
  | { kind: 'cancellation_rejected' | 'broker_change_rejected'; policyNumber: string; reason: string };

/** What the purchase and the requests report; the messages go out after the answer (out of band). */
export interface PolicyEvents {
  happened(event: PolicyEvent): void;
}
