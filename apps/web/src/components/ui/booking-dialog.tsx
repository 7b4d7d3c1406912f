import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  CANCEL_REASON_MAX_LENGTH,
  CANCEL_REASON_MIN_LENGTH,
  cancelReasonError,
} from '@studio-hive/domain';
import { Alert } from './alert';
import { Button } from './button';
import { TextAreaField } from './text-field';

/**
 * A modal dialog for a change to a booking (cancel, decline, reschedule, no-show), shown while it is
 * mounted. The browser's own <dialog> opened with showModal(): focus moves to its first control
 * and stays inside, the page behind is out of reach, and Escape closes it. Focus goes back to
 * whatever opened it.
 */
export function BookingDialog({
  title,
  description,
  onClose,
  children,
}: {
  title: string;
  /** What the change means, read out with the title when the dialog opens. */
  description?: ReactNode;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    ref.current?.showModal();
    return () => opener?.focus();
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      // Escape closes the dialog in the browser; the screen then unmounts it.
      onClose={onClose}
      className="m-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-5 text-left text-slate-700 shadow-xl backdrop:bg-slate-900/50 sm:p-6"
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description ? (
        <div id={descriptionId} className="mt-2 space-y-2 text-sm text-slate-600">
          {description}
        </div>
      ) : null}
      <div className="mt-5">{children}</div>
    </dialog>
  );
}

/**
 * A booking dialog that asks to confirm one change, with the owner's reason for the customer when
 * the change takes one (required to cancel, optional to decline: the domain's cancelReasonError
 * checks it before anything is sent). The server's refusal shows inside, so the user can retry or
 * step back.
 */
export function BookingActionDialog({
  title,
  description,
  reason,
  initialReason = '',
  confirmLabel,
  pendingLabel,
  dismissLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  description: ReactNode;
  /** The reason field, if the change takes one. */
  reason?: 'required' | 'optional';
  /** The reason offered first, for the owner to send or change (rejecting a deposit). */
  initialReason?: string;
  confirmLabel: string;
  pendingLabel: string;
  dismissLabel: string;
  pending: boolean;
  /** The sentence of a failed attempt. */
  error: string | null;
  onConfirm: (reason: string | undefined) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState(initialReason);
  const [reasonError, setReasonError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      onConfirm(undefined);
      return;
    }
    const problem = cancelReasonError(text, reason === 'required');
    setReasonError(problem);
    if (!problem) onConfirm(text.trim() || undefined);
  };

  return (
    <BookingDialog title={title} description={description} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        {reason ? (
          <TextAreaField
            label={
              reason === 'required'
                ? 'Reason for the customer'
                : 'Reason for the customer (optional)'
            }
            hint={`The customer sees it. ${CANCEL_REASON_MIN_LENGTH} to ${CANCEL_REASON_MAX_LENGTH} characters.`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={reasonError ?? undefined}
            required={reason === 'required'}
            maxLength={CANCEL_REASON_MAX_LENGTH}
            rows={3}
          />
        ) : null}
        {error ? <Alert className="mt-4">{error}</Alert> : null}
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {dismissLabel}
          </Button>
          <Button type="submit" variant="danger" disabled={pending}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </div>
      </form>
    </BookingDialog>
  );
}
