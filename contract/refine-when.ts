/**
 * For a rule over a whole object (`z.refine` on it): run it as soon as the fields it reads are valid,
 * even while other fields are not. Zod otherwise skips an object's rules while any of its fields has a
 * wrong type (an age typed as letters), so a form would show the rule's problem only after the other
 * field is fixed. Fields are dotted paths; `*` stands for any array index (`members.*.relation`).
 */
export function whenFieldsValid(...fields: string[]) {
  const patterns = fields.map((field) => field.split('.'));
  // An issue blocks the rule when its path and a pattern agree over the shorter of the two: the field
  // itself, a part of it, or the whole it belongs to.
  const blocks = (path: readonly PropertyKey[]) => patterns.some((pattern) => pattern.slice(0, path.length).every((part, i) => part === '*' || part === String(path[i])));
  return { when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) => !payload.issues.some((issue) => blocks(issue.path ?? [])) };
}
