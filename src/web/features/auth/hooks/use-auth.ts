import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from '../components/auth-context';

export type { AuthContextValue } from '../components/auth-context';

/** The signed-in user and the sign-in / sign-out actions (docs/product.md#auth-and-sessions). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
