/**
 * A field's name as problems show it: `programmes[1].instalments[2].amount`. List positions count from 1,
 * as the office counts entries. `within` names the field the path starts in, when there is one.
 */
export function fieldName(path: readonly PropertyKey[], within = ''): string {
  return path.reduce<string>((name, part) => (typeof part === 'number' ? `${name}[${part + 1}]` : `${name}${name ? '.' : ''}${String(part)}`), within);
}
