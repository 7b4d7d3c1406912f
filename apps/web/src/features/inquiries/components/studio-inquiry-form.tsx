import {
  INQUIRY_LOCATION_MAX_LENGTH,
  INQUIRY_MESSAGES,
  studioInquiryRequestSchema,
  type StudioInquiryFormInput,
} from '@studio-hive/domain';
import { useZodForm } from '../../../components/ui/form';
import { MobileNumberField, TextField } from '../../../components/ui/text-field';
import { useCreateStudioInquiry } from '../api/create-studio-inquiry';
import { PublicForm, SenderNameField } from './public-form';
import { YesNoField } from './yes-no-field';

/** Both questions start at Yes: docs/product.md requires only name, number and location (docs/product.md#inquiries). */
const EMPTY: StudioInquiryFormInput = {
  name: '',
  whatsapp: '',
  location: '',
  hasRoom: 'yes',
  needsHelp: 'yes',
};

/**
 * The owner inquiry of the lead page (docs/product.md#inquiries and docs/product.md#messages): name, WhatsApp number,
 * location and two yes/no questions. A sent inquiry toasts the product's thanks and empties the
 * form; a failure toasts 'Failed to submit inquiry. Please try again.'.
 */
export function StudioInquiryForm() {
  const inquiry = useCreateStudioInquiry();
  const form = useZodForm({ schema: studioInquiryRequestSchema, defaultValues: EMPTY });
  const { register } = form;
  const { errors } = form.formState;

  return (
    <PublicForm
      form={form}
      empty={EMPTY}
      send={(values) => inquiry.mutateAsync(values)}
      sent={INQUIRY_MESSAGES.submitted}
      failed={INQUIRY_MESSAGES.submitFailed}
      formCodes={['RATE_LIMITED']}
      submitLabel="Send Inquiry"
    >
      <SenderNameField error={errors.name?.message} registration={register('name')} />
      <MobileNumberField
        label="WhatsApp number"
        use="We contact you there."
        aria-required
        error={errors.whatsapp?.message}
        {...register('whatsapp')}
      />
      <TextField
        label="Where is your room?"
        autoComplete="address-level2"
        maxLength={INQUIRY_LOCATION_MAX_LENGTH}
        placeholder="e.g. Sector 29, Gurgaon"
        hint="Area and city are enough."
        aria-required
        error={errors.location?.message}
        {...register('location')}
      />
      <YesNoField
        legend="Do you already have a room for recording?"
        error={errors.hasRoom?.message}
        registration={register('hasRoom')}
      />
      <YesNoField
        legend="Would you like help setting it up?"
        error={errors.needsHelp?.message}
        registration={register('needsHelp')}
      />
    </PublicForm>
  );
}
