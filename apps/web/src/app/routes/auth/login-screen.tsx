import type { AuthResult, Role } from '@studio-hive/domain';
import { useLocation, useNavigate } from 'react-router';
import { TextLink } from '../../../components/ui/text-link';
import { paths } from '../../../config/paths';
import { AuthCard } from '../../../features/auth/components/auth-card';
import { LoginForm } from '../../../features/auth/components/login-form';
import { stateFrom } from '../../../lib/navigation-state';
import { toast } from '../../../lib/toast';
import { useSession } from '../../../lib/use-session';

/** One login screen, three modes: /login, /admin and /studio-owner (docs/product.md#screens). */
const MODES: Record<Role, { title: string; documentTitle: string; description: string }> = {
  customer: {
    title: 'Welcome back',
    documentTitle: 'Login',
    description: 'Log in to book studios and manage your bookings.',
  },
  owner: {
    title: 'Studio Owner Login',
    documentTitle: 'Studio Owner Login',
    description: 'Log in to manage your studios and the bookings you receive.',
  },
  admin: {
    title: 'Admin Login',
    documentTitle: 'Admin Login',
    description: 'Log in to review studios and oversee bookings.',
  },
};

export function LoginScreen({ mode }: { mode: Role }) {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const { title, documentTitle, description } = MODES[mode];

  const onSuccess = (result: AuthResult) => {
    signIn(result);
    toast.success('Login successful');
    // After login the user goes to / (docs/product.md#accounts), or back to the page a guard stopped them at.
    void navigate(stateFrom(location.state) ?? paths.home, { replace: true });
  };

  return (
    <AuthCard
      title={title}
      documentTitle={documentTitle}
      description={description}
      footer={
        mode === 'customer' ? (
          <>
            <p>
              Don&apos;t have an account? <TextLink to={paths.signup}>Sign Up</TextLink>
            </p>
            <p>
              Own a studio?{' '}
              <TextLink to={paths.ownerLogin} state={location.state}>
                Studio Owner Login
              </TextLink>
            </p>
          </>
        ) : null
      }
    >
      <LoginForm userType={mode} onSuccess={onSuccess} />
    </AuthCard>
  );
}
