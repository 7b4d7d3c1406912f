import { useState, type ReactNode } from 'react';
import { DENY_REASON_MAX_LENGTH, denyStudioRequestSchema } from '@studio-hive/domain';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/text-field';

/**
 * An admin's decision on what waits for review (a new studio, an approved studio's changes):
 * an optional reason the owner reads in the e-mail (decision 019), then approve, or refuse
 * after a confirmation. The card owns the requests; this owns the reason and the buttons.
 */
export function ReviewDecision({
  labels,
  accessibleName,
  approving,
  refusing,
  onApprove,
  onRefuse,
  children,
}: {
  labels: {
    reason: string;
    reasonHint: string;
    approve: string;
    refuse: string;
    refusing: string;
    refuseConfirm: string;
  };
  /** Ends each button's accessible name, e.g. ' of Echo Room', so a list's buttons differ. */
  accessibleName: string;
  approving: boolean;
  refusing: boolean;
  onApprove: () => void;
  onRefuse: (reason: string | undefined) => void;
  /** After the buttons (e.g. a link to the studio's page). */
  children?: ReactNode;
}) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const busy = approving || refusing;

  const refuse = () => {
    const checked = denyStudioRequestSchema.safeParse({ reason });
    if (!checked.success) {
      setReasonError(checked.error.issues[0]?.message);
      return;
    }
    setReasonError(undefined);
    if (!window.confirm(labels.refuseConfirm)) return;
    onRefuse(checked.data.reason);
  };

  return (
    <>
      <TextAreaField
        label={labels.reason}
        hint={labels.reasonHint}
        className="mt-6 border-t border-slate-200 pt-5"
        rows={2}
        maxLength={DENY_REASON_MAX_LENGTH}
        value={reason}
        error={reasonError}
        disabled={busy}
        onChange={(event) => setReason(event.target.value)}
      />

      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button onClick={onApprove} disabled={busy}>
          {approving ? 'Approving…' : labels.approve}
          <span className="sr-only">{accessibleName}</span>
        </Button>
        <Button variant="danger" onClick={refuse} disabled={busy}>
          {refusing ? labels.refusing : labels.refuse}
          <span className="sr-only">{accessibleName}</span>
        </Button>
        {children}
      </div>
    </>
  );
}
