import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { istToday, STUDIO_MESSAGES } from '@studio-hive/domain';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { messageOr } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCreateStudio } from '../api/create-studio';
import {
  clearStudioDraft,
  loadStudioDraft,
  saveStudioDraft,
  type RestoredDraft,
} from '../lib/studio-draft';
import { blankStudioFormValues, type StudioFormValues } from '../lib/studio-form-values';
import { StudioForm } from './studio-form';

export const CREATE_FAILED = 'Failed to create studio';

/** Changes are written to the draft this long after the last one. */
const DRAFT_SAVE_DELAY_MS = 400;

/**
 * Keeps the form as a draft (docs/product.md#studio-form): written a moment after each change, and once more
 * when the screen closes unless the studio was submitted.
 */
function useDraftSaver(userId: string) {
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; values: StudioFormValues } | null>(
    null,
  );
  const submitted = useRef(false);

  const flush = useCallback(() => {
    const next = pending.current;
    if (!next) return;
    clearTimeout(next.timer);
    pending.current = null;
    if (!submitted.current) saveStudioDraft(userId, next.values, new Date());
  }, [userId]);

  const save = useCallback(
    (values: StudioFormValues) => {
      if (pending.current) clearTimeout(pending.current.timer);
      pending.current = { values, timer: setTimeout(flush, DRAFT_SAVE_DELAY_MS) };
    },
    [flush],
  );

  const clear = useCallback(() => {
    submitted.current = true;
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    clearStudioDraft(userId);
  }, [userId]);

  const discard = useCallback(() => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
    clearStudioDraft(userId);
  }, [userId]);

  useEffect(() => flush, [flush]);
  return { save, clear, discard };
}

function DraftNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <Alert tone="info" title="We restored your draft">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p>
          You can carry on where you left off. Photos are not kept in drafts, so please add them
          again.
        </p>
        <Button variant="secondary" size="sm" className="shrink-0" onClick={onDiscard}>
          Start over
        </Button>
      </div>
    </Alert>
  );
}

/**
 * The Add New Studio screen's form (docs/product.md#studio-form): the draft restored and kept, the studio sent
 * for approval, then the owner's studios.
 */
export function AddStudio({ userId, onCreated }: { userId: string; onCreated?: () => void }) {
  const navigate = useNavigate();
  const creation = useCreateStudio();
  const draft = useDraftSaver(userId);
  const [today] = useState(() => istToday(new Date()));
  const [start, setStart] = useState<{ key: number; restored: RestoredDraft | null }>(() => ({
    key: 0,
    restored: loadStudioDraft(userId, new Date()),
  }));

  const startOver = () => {
    draft.discard();
    setStart((current) => ({ key: current.key + 1, restored: null }));
  };

  const send = async (body: FormData, onProgress: (fraction: number) => void) => {
    try {
      await creation.mutateAsync({ body, onProgress });
    } catch (error) {
      toast.error(messageOr(error, CREATE_FAILED));
      throw error;
    }
    draft.clear();
    toast.success(STUDIO_MESSAGES.created);
    onCreated?.();
    void navigate(paths.ownerStudios);
  };

  return (
    <StudioForm
      key={start.key}
      mode="add"
      today={today}
      defaultValues={start.restored?.values ?? blankStudioFormValues()}
      onSend={send}
      onValuesChange={draft.save}
      errorMessage={CREATE_FAILED}
      notice={start.restored ? <DraftNotice onDiscard={startOver} /> : null}
    />
  );
}
