import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { AuthResult } from '@studio-hive/domain';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { VerifyOtpForm } from '../../../features/auth/components/verify-otp-form';
import { stateString } from '../../../lib/navigation-state';
import { toast } from '../../../lib/toast';
import { useSession } from '../../../lib/use-session';

/** Needs the e-mail in navigation state; someone already signed in goes to /dashboard (docs/product.md#screens). */
export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const { session, signIn } = useSession();
  // Decided on arrival: verifying here signs the user in, and that must not bounce them to /dashboard.
  const [signedInOnArrival] = useState(() => session !== null);
  const email = stateString(location.state, 'email');

  if (signedInOnArrival) return <Navigate to={paths.dashboard} replace />;
  if (!email) return <Navigate to={paths.signup} replace />;

  const onSuccess = (result: AuthResult) => {
    signIn(result);
    toast.success('OTP verification successful');
    void navigate(paths.home, { replace: true });
  };

  return (
    <AuthCard
      title="Verify your account"
      documentTitle="Verify OTP"
      description={
        <>
          We sent a 6-digit code to{' '}
          <strong className="font-semibold text-slate-900">{email}</strong> and another to your
          phone. Enter both to finish signing up.
        </>
      }
      footer={
        <p>
          Codes expired or never arrived? <TextLink to={paths.signup}>Sign up again</TextLink> with
          the same email to get new ones.
        </p>
      }
    >
      <VerifyOtpForm email={email} onSuccess={onSuccess} />
    </AuthCard>
  );
}
