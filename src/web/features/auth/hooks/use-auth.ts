import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from '../components/auth-context';

export type { AuthContextValue } from '../components/auth-context';

/** The signed-in user and the sign-in / sign-out actions (spec §4 Auth). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
