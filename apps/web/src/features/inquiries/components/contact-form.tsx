import {
  CONTACT_CATEGORIES,
  CONTACT_CATEGORY_LABELS,
  CONTACT_MESSAGE_MAX_LENGTH,
  CONTACT_MESSAGES,
  CONTACT_SUBJECT_MAX_LENGTH,
  contactRequestSchema,
  EMAIL_MAX_LENGTH,
  type ContactFormInput,
} from '@studio-hive/domain';
import { useZodForm } from '../../../components/ui/form';
import {
  EmailField,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../components/ui/text-field';
import { messageOr } from '../../../lib/api-client';
import { useSession } from '../../../lib/use-session';
import { useSendContactMessage } from '../api/send-contact-message';
import { PublicForm, SenderNameField } from './public-form';

const CATEGORY_OPTIONS = CONTACT_CATEGORIES.map((category) => ({
  value: category,
  label: CONTACT_CATEGORY_LABELS[category],
}));

/**
 * The contact form (docs/product.md#inquiries and docs/product.md#messages): name, e-mail, category, subject and message,
 * all required. Signed-in people start with their own name and e-mail. A sent message toasts
 * the product's thanks and empties the form; a failure toasts the server's sentence or 'Failed to
 * send message. Please try again.'.
 */
export function ContactForm() {
  const user = useSession().session?.user;
  const send = useSendContactMessage();
  const empty: ContactFormInput = {
    name: user?.name ?? '',
    email: user?.email ?? '',
    category: 'general',
    subject: '',
    message: '',
  };
  const form = useZodForm({ schema: contactRequestSchema, defaultValues: empty });
  const { register } = form;
  const { errors } = form.formState;
  const message = form.watch('message') ?? '';

  return (
    <PublicForm
      form={form}
      empty={empty}
      send={(values) => send.mutateAsync(values)}
      sent={CONTACT_MESSAGES.sent}
      failed={CONTACT_MESSAGES.sendFailed}
      failureToast={(error) => messageOr(error, CONTACT_MESSAGES.sendFailed)}
      submitLabel="Send Message"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <SenderNameField error={errors.name?.message} registration={register('name')} />
        <EmailField
          maxLength={EMAIL_MAX_LENGTH}
          hint="We reply to this address."
          aria-required
          error={errors.email?.message}
          {...register('email')}
        />
      </div>
      <SelectField
        label="Category"
        options={CATEGORY_OPTIONS}
        aria-required
        error={errors.category?.message}
        {...register('category')}
      />
      <TextField
        label="Subject"
        maxLength={CONTACT_SUBJECT_MAX_LENGTH}
        aria-required
        error={errors.subject?.message}
        {...register('subject')}
      />
      <TextAreaField
        label="Message"
        rows={6}
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        hint={`${message.length}/${CONTACT_MESSAGE_MAX_LENGTH} characters`}
        aria-required
        error={errors.message?.message}
        {...register('message')}
      />
    </PublicForm>
  );
}
