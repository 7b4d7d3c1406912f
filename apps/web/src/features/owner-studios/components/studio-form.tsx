import { useEffect, useEffectEvent, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { FieldPath } from 'react-hook-form';
import { STUDIO_MESSAGES, studioRequirementError, type StudioFormMode } from '@studio-hive/domain';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import {
  Form,
  FormAlert,
  FormSubmit,
  useFormSending,
  useZodForm,
} from '../../../components/ui/form';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import {
  formFieldErrors,
  requirementFocusTarget,
  studioFormSchema,
} from '../lib/studio-form-checks';
import { imageCountOf, studioFormData, studioSubmissionOf } from '../lib/studio-form-submission';
import type { StudioFormValues } from '../lib/studio-form-values';
import { AddonsSection } from './addons-section';
import { AvailabilitySection } from './availability-section';
import { BasicInfoSection } from './basic-info-section';
import { BookingsSection } from './bookings-section';
import { ChoicesSection } from './choices-section';
import { ErrorSummary } from './error-summary';
import { ImagesSection } from './images-section';
import { LocationSection } from './location-section';
import { OperationalSection } from './operational-section';
import { PackagesSection } from './packages-section';
import { SocialLinksSection } from './social-links-section';
import { UploadProgress } from './upload-progress';

function CancelButton() {
  const navigate = useNavigate();
  return (
    <Button
      variant="secondary"
      size="lg"
      disabled={useFormSending()}
      onClick={() => void navigate(paths.ownerStudios)}
    >
      Cancel
    </Button>
  );
}

export type StudioFormProps = {
  mode: StudioFormMode;
  defaultValues: StudioFormValues;
  /** The IST date of today: the availability window starts there. */
  today: string;
  /**
   * Sends the multipart body (docs/api.md#studios) and resolves once the studio is saved; an
   * `ApiError` it throws is shown (field messages under their fields, else the form's alert).
   */
  onSend: (body: FormData, onProgress: (fraction: number) => void) => Promise<void>;
  /** The form's alert when the server said nothing usable (docs/product.md#messages). */
  errorMessage: string;
  /** Told after every change (the add screen keeps a draft). */
  onValuesChange?: (values: StudioFormValues) => void;
  /** Edit: card-sized versions of the current images, by full URL. */
  thumbnails?: Readonly<Record<string, string>>;
  /** Above the sections (the restored-draft notice). */
  notice?: ReactNode;
};

/**
 * The add and edit studio form (docs/product.md#studio-form): its sections, the five rules of docs/product.md#studio-validation in
 * order on submit (the message is the form's alert and the related input gets the focus), the
 * remaining checks under the fields, the upload with its progress, Cancel and submit.
 */
export function StudioForm({
  mode,
  defaultValues,
  today,
  onSend,
  errorMessage,
  onValuesChange,
  thumbnails,
  notice,
}: StudioFormProps) {
  const schema = useMemo(() => studioFormSchema(mode), [mode]);
  const form = useZodForm({ schema, defaultValues });
  const { errors } = form.formState;
  const [progress, setProgress] = useState<number | null>(null);
  const [initialDuration] = useState(defaultValues.minimumDurationHours);
  const formRef = useRef<HTMLFormElement>(null);
  const imagesInputRef = useRef<HTMLInputElement>(null);

  const valuesChanged = useEffectEvent(() => onValuesChange?.(form.getValues()));
  useEffect(
    () => form.subscribe({ formState: { values: true }, callback: () => valuesChanged() }),
    [form],
  );

  /** Focuses an input by its field name and brings it to the middle of the screen. */
  const reveal = (name: string) => {
    const element =
      name === 'images' ? imagesInputRef.current : formRef.current?.elements.namedItem(name);
    if (!(element instanceof HTMLElement)) return;
    element.focus({ preventScroll: true });
    element.scrollIntoView?.({ block: 'center' });
  };

  const submit = async (values: StudioFormValues) => {
    const problem = studioRequirementError(studioSubmissionOf(values, mode), {
      mode,
      imageCount: imageCountOf(values),
    });
    if (problem) {
      form.setError(problem.field as FieldPath<StudioFormValues>, {
        type: 'required',
        message: problem.message,
      });
      reveal(requirementFocusTarget(problem.field, values));
      return;
    }
    if (
      mode === 'edit' &&
      values.minimumDurationHours !== initialDuration &&
      !window.confirm(STUDIO_MESSAGES.durationWarning)
    ) {
      return;
    }
    setProgress(0);
    try {
      await onSend(studioFormData(values, mode), (fraction) =>
        setProgress(Math.round(fraction * 100)),
      );
    } catch (error) {
      // The server names fields as sent; put its messages under the form's own inputs.
      if (error instanceof ApiError) {
        throw new ApiError(
          error.status,
          error.code,
          error.message,
          formFieldErrors(error.fieldErrors, values),
          error.fromServer,
          error.requestId,
        );
      }
      throw error;
    } finally {
      setProgress(null);
    }
  };

  const sections = { form, errors };
  return (
    <Form ref={formRef} form={form} onSubmit={submit} errorMessage={errorMessage}>
      {notice}
      <BasicInfoSection {...sections} />
      <SocialLinksSection {...sections} />
      <OperationalSection {...sections} />
      <BookingsSection {...sections} />
      <ChoicesSection {...sections} name="amenities" />
      <ChoicesSection {...sections} name="equipments" />
      <PackagesSection {...sections} />
      <AddonsSection {...sections} mode={mode} />
      <LocationSection {...sections} />
      <AvailabilitySection {...sections} mode={mode} today={today} />
      <ImagesSection {...sections} mode={mode} inputRef={imagesInputRef} thumbnails={thumbnails} />

      <div className="sticky bottom-0 z-10 -mx-4 space-y-4 border-t border-slate-200 bg-white/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:px-6 sm:shadow-lg">
        <ErrorSummary errors={errors} />
        <FormAlert />
        {progress !== null ? <UploadProgress percent={progress} /> : null}
        <div className="flex items-center gap-3 sm:justify-end">
          <CancelButton />
          <div className="min-w-0 flex-1 sm:w-60 sm:flex-none">
            <FormSubmit sendingLabel={mode === 'add' ? 'Submitting...' : 'Updating...'}>
              {mode === 'add' ? 'Submit for Approval' : 'Update Studio'}
            </FormSubmit>
          </div>
        </div>
      </div>
    </Form>
  );
}

/** The screen around the studio form (Add New Studio, Edit Studio): its header, then the form. */
export function StudioFormPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-4xl">
      <PageHeader title={title} description={description} />
      <div className="mt-8">{children}</div>
    </div>
  );
}
