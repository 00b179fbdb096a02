/**
 * A refusal's `fields`: each field's first message, named as the request names it (`root` for an
 * issue about the whole body).
 */
export function messagesByField(issues: readonly { path: PropertyKey[]; message: string }[], root: string) {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || root] ??= issue.message;
  return fields;
}
