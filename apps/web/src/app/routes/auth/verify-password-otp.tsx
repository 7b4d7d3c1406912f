import { Navigate, useLocation, useNavigate } from 'react-router';
import { OTP_TTL_MINUTES } from '@studio-hive/domain';
import { Button } from '../../../components/ui/button';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { useForgotPassword } from '../../../features/auth/api/forgot-password';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { VerifyPasswordOtpForm } from '../../../features/auth/components/verify-password-otp-form';
import { messageOr } from '../../../lib/api-client';
import { stateString } from '../../../lib/navigation-state';
import { toast } from '../../../lib/toast';

/** Needs the e-mail in navigation state, otherwise back to /forgot-password (docs/product.md#screens). */
export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const resend = useForgotPassword();
  const email = stateString(location.state, 'email');
  if (!email) return <Navigate to={paths.forgotPassword} replace />;

  const onSuccess = (token: string) => {
    void navigate(paths.resetPassword, { state: { token, email }, replace: true });
  };
  const sendNewCode = () =>
    resend.mutate(
      { email },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => toast.error(messageOr(error, 'An error occurred. Please try again.')),
      },
    );

  return (
    <AuthCard
      title="Enter your reset code"
      documentTitle="Verify OTP"
      description={
        <>
          If an account exists for <strong className="font-semibold text-slate-900">{email}</strong>
          , we sent it a 6-digit code. It is valid for {OTP_TTL_MINUTES} minutes.
        </>
      }
      footer={
        <>
          <p>
            No code?{' '}
            <Button variant="ghost" size="sm" onClick={sendNewCode} disabled={resend.isPending}>
              {resend.isPending ? 'Sending...' : 'Send a new code'}
            </Button>
          </p>
          <p>
            <TextLink to={paths.login}>Back to Login</TextLink>
          </p>
        </>
      }
    >
      <VerifyPasswordOtpForm email={email} onSuccess={onSuccess} />
    </AuthCard>
  );
}
