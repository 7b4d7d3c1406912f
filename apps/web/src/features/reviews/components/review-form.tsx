import { useId } from 'react';
import { Controller } from 'react-hook-form';
import {
  REVIEW_DESCRIPTION_MAX_LENGTH,
  REVIEW_MESSAGES,
  reviewUpdateSchema,
  type ReviewUpdate,
} from '@studio-hive/domain';
import { Button } from '../../../components/ui/button';
import { Form, FormAlert, FormSubmit, useZodForm } from '../../../components/ui/form';
import { TextAreaField } from '../../../components/ui/text-field';
import { StarRatingInput } from './star-rating-input';

type ReviewFormProps = {
  title: string;
  /** The review being edited; a new review starts with no star and no text. */
  initial?: ReviewUpdate;
  submitLabel: string;
  sendingLabel: string;
  /** Sends the values (await the mutation); what it throws shows above the buttons. */
  onSubmit: (values: ReviewUpdate) => Promise<unknown>;
  onCancel: () => void;
};

/**
 * Stars and a description (docs/product.md#reviews): Submit stays disabled while no star is chosen, and
 * says why ('Please select a rating') once the description is filled in.
 */
export function ReviewForm({
  title,
  initial,
  submitLabel,
  sendingLabel,
  onSubmit,
  onCancel,
}: ReviewFormProps) {
  const id = useId();
  const form = useZodForm({
    schema: reviewUpdateSchema,
    defaultValues: { rating: initial?.rating ?? 0, description: initial?.description ?? '' },
  });
  const rating = form.watch('rating');
  const description = form.watch('description');

  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      errorMessage={REVIEW_MESSAGES.submitFailed}
      aria-labelledby={`${id}-title`}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id={`${id}-title`} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      <Controller
        control={form.control}
        name="rating"
        render={({ field, fieldState }) => (
          <StarRatingInput
            label="Your rating"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            hint={rating === 0 && description.trim() !== '' ? REVIEW_MESSAGES.ratingRequired : null}
          />
        )}
      />
      <TextAreaField
        label="Your review"
        rows={5}
        maxLength={REVIEW_DESCRIPTION_MAX_LENGTH}
        placeholder="What was the room, the sound and the host like?"
        hint={`${description.length}/${REVIEW_DESCRIPTION_MAX_LENGTH} characters`}
        error={form.formState.errors.description?.message}
        {...form.register('description')}
      />
      <div>
        <FormAlert />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          <Button variant="secondary" size="lg" onClick={onCancel}>
            Cancel
          </Button>
          <div className="sm:w-52">
            <FormSubmit sendingLabel={sendingLabel} disabled={rating === 0}>
              {submitLabel}
            </FormSubmit>
          </div>
        </div>
      </div>
    </Form>
  );
}
