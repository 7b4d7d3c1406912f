import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { ResetPasswordForm } from '../../../features/auth/components/reset-password-form';
import { stateString } from '../../../lib/navigation-state';
import { toast } from '../../../lib/toast';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate';

/** Needs a reset token in navigation state, otherwise back to /login (docs/product.md#screens). */
export function Component() {
  const location = useLocation();
  const navigateLater = useDelayedNavigate();
  const [done, setDone] = useState(false);
  const token = stateString(location.state, 'token');
  if (!token) return <Navigate to={paths.login} replace />;

  const onSuccess = (message: string) => {
    toast.success(message);
    setDone(true);
    // Then login after about 1 second (docs/product.md#accounts).
    navigateLater(paths.login, { replace: true }, 1000);
  };

  return (
    <AuthCard
      title="Set a new password"
      documentTitle="Reset Password"
      description="Choose a new password for your account."
    >
      <ResetPasswordForm token={token} done={done} onSuccess={onSuccess} />
    </AuthCard>
  );
}
