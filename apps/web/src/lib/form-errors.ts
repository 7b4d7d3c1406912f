import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, messageOr } from './api-client';

/**
 * Puts the server's `fieldErrors` under the form's own fields. Answers whether any landed, so the
 * screen shows a message above the button only when none did (and never the same text twice).
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError)) return false;
  let applied = false;
  for (const field of fields) {
    const message = error.fieldErrors[field];
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: !applied });
      applied = true;
    }
  }
  return applied;
}

/**
 * What a form shows when the server refuses a submit: field messages under their fields, anything
 * else as one message above the button, with the screen's own `fallback` text (spec section 8)
 * when the server said nothing usable. A function decides the text itself (login's 401).
 */
export function useServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback: string | ((error: unknown) => string),
) {
  const [formError, setFormError] = useState<string | null>(null);
  return {
    formError,
    clearFormError: () => setFormError(null),
    showError(error: unknown) {
      if (applyFieldErrors(error, setError, fields)) return;
      setFormError(typeof fallback === 'string' ? messageOr(error, fallback) : fallback(error));
    },
  };
}
