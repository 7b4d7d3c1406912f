import { Alert } from '../../../components/ui/alert';

/** The message of a failed submit, above the button. */
export function FormAlert({ message }: { message: string | null }) {
  return message ? <Alert className="mb-5">{message}</Alert> : null;
}
