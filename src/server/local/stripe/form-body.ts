/** A decoded Stripe request body: the SDK sends `a[b][0][c]=v` form fields, which become nested values. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormBody = { [key: string]: FormValue };

/**
 * Decodes an `application/x-www-form-urlencoded` body the way Stripe reads it: bracketed keys nest, numeric
 * segments make arrays. Values stay strings; each route converts the few it needs.
 */
export function decodeFormBody(text: string): FormBody {
  const root: FormBody = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const open = key.indexOf('[');
    const path = open === -1 ? [key] : [key.slice(0, open), ...key.slice(open + 1, -1).split('][')];
    let target: FormBody | FormValue[] = root;
    for (let i = 0; i < path.length; i++) {
      const segment = path[i] ?? '';
      const last = i === path.length - 1;
      const index = Array.isArray(target) ? (segment === '' ? target.length : Number(segment)) : segment;
      if (last) {
        (target as Record<string | number, FormValue>)[index] = value;
        break;
      }
      const existing = (target as Record<string | number, FormValue | undefined>)[index];
      if (existing === undefined || typeof existing === 'string') {
        const child: FormValue = /^\d*$/.test(path[i + 1] ?? '') ? [] : {};
        (target as Record<string | number, FormValue>)[index] = child;
        target = child as FormBody | FormValue[];
      } else {
        target = existing as FormBody | FormValue[];
      }
    }
  }
  return root;
}

/** The string at a path of a decoded body (`field(body, 'subscription_data', 'trial_period_days')`). */
export function field(body: FormValue | undefined, ...path: (string | number)[]): string | undefined {
  let value: FormValue | undefined = body;
  for (const segment of path) {
    if (value === undefined || typeof value === 'string') return undefined;
    value = (value as Record<string | number, FormValue | undefined>)[segment];
  }
  return typeof value === 'string' ? value : undefined;
}

/** The metadata object of a body, as strings. */
export function metadataOf(value: FormValue | undefined): Record<string, string> {
  if (value === undefined || typeof value === 'string' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
