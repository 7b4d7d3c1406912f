import { useNavigate } from 'react-router';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { SignupForm, type SignupSuccess } from '../../../features/auth/components/signup-form';
import { toast } from '../../../lib/toast';

export function Component() {
  const navigate = useNavigate();
  const onSuccess = ({ email, message }: SignupSuccess) => {
    toast.success(message);
    void navigate(paths.verifyOtp, { state: { email } });
  };
  return (
    <AuthCard
      title="Create your account"
      documentTitle="Sign Up"
      description="Book studios as a creator, or list your own studio as a partner."
      footer={
        <p>
          Already have an account? <TextLink to={paths.login}>Login</TextLink>
        </p>
      }
    >
      <SignupForm onSuccess={onSuccess} />
    </AuthCard>
  );
}
