import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { sessionStore } from './session-store';
import { toast } from './toast';

/** Logout (docs/product.md#accounts): clears token, role and user, shows 'Logged out successfully' and goes to /login. */
export function useLogout() {
  const navigate = useNavigate();
  return useCallback(() => {
    sessionStore.signOut();
    toast.success('Logged out successfully');
    void navigate(paths.login);
  }, [navigate]);
}
