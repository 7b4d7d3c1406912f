import {
  INQUIRY_LOCATION_MAX_LENGTH,
  INQUIRY_MESSAGES,
  PERSON_NAME_MAX_LENGTH,
  studioInquiryRequestSchema,
  type StudioInquiryFormInput,
} from '@studio-hive/domain';
import { Form, FormAlert, FormSubmit, useZodForm } from '../../../components/ui/form';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../lib/toast';
import { useCreateStudioInquiry } from '../api/create-studio-inquiry';
import { showsInForm } from '../lib/submit-failure';
import { YesNoField } from './yes-no-field';

/** Both questions start at Yes: the spec requires only name, number and location (section 5). */
const EMPTY: StudioInquiryFormInput = {
  name: '',
  whatsapp: '',
  location: '',
  hasRoom: 'yes',
  needsHelp: 'yes',
};

/**
 * The owner inquiry of the lead page (spec sections 2, 3, 5 and 8): name, WhatsApp number,
 * location and two yes/no questions. A sent inquiry toasts the spec's thanks and empties the
 * form; a failure toasts 'Failed to submit inquiry. Please try again.'.
 */
export function StudioInquiryForm() {
  const inquiry = useCreateStudioInquiry();
  const form = useZodForm({ schema: studioInquiryRequestSchema, defaultValues: EMPTY });
  const { register } = form;
  const { errors } = form.formState;

  return (
    <Form
      form={form}
      errorMessage={INQUIRY_MESSAGES.submitFailed}
      onSubmit={async (values) => {
        try {
          await inquiry.mutateAsync(values);
        } catch (error) {
          toast.error(INQUIRY_MESSAGES.submitFailed);
          if (showsInForm(error, ['RATE_LIMITED'])) throw error;
          return;
        }
        toast.success(INQUIRY_MESSAGES.submitted);
        form.reset(EMPTY);
      }}
    >
      <TextField
        label="Your name"
        autoComplete="name"
        maxLength={PERSON_NAME_MAX_LENGTH}
        aria-required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label="WhatsApp number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="98765 43210"
        hint="Your 10-digit mobile number, with or without +91. We contact you there."
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
      <div>
        <FormAlert />
        <FormSubmit sendingLabel="Sending...">Send Inquiry</FormSubmit>
      </div>
    </Form>
  );
}
