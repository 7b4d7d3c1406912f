import { ApiError } from '../../../lib/api-client';

/**
 * Whether a failed submit is shown by the form as well as by its toast (docs/product.md#messages): the
 * server's field messages go under their fields, and anything that is not the server's refusal
 * is our own mistake, which `<Form>` logs. `codes` names refusals whose sentence the toast does
 * not carry (the inquiry's toast always reads the product's text, so a rate limit explains itself in
 * the form).
 */
export function showsInForm(error: unknown, codes: readonly string[] = []): boolean {
  if (!(error instanceof ApiError)) return true;
  return Object.keys(error.fieldErrors).length > 0 || codes.includes(error.code);
}
