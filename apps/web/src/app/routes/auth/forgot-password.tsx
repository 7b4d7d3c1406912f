import { useState } from 'react';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { AuthCard } from '../../../features/auth/components/auth-card';
import {
  ForgotPasswordForm,
  type ForgotPasswordSuccess,
} from '../../../features/auth/components/forgot-password-form';
import { toast } from '../../../lib/toast';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate';

export function Component() {
  const navigateLater = useDelayedNavigate();
  const [done, setDone] = useState(false);
  const onSuccess = ({ email, message }: ForgotPasswordSuccess) => {
    toast.success(message);
    setDone(true);
    // A 1-second pause follows before moving on (docs/product.md#accounts).
    navigateLater(paths.verifyPasswordOtp, { state: { email } }, 1000);
  };
  return (
    <AuthCard
      title="Forgot your password?"
      documentTitle="Forgot Password"
      description="Enter the email of your account and we will send you a 6-digit code to reset your password."
      footer={
        <p>
          Remembered it? <TextLink to={paths.login}>Back to Login</TextLink>
        </p>
      }
    >
      <ForgotPasswordForm done={done} onSuccess={onSuccess} />
    </AuthCard>
  );
}
