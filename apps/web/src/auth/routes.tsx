import type { WebArea } from '../shared/web-area';
import { LoginPage } from './LoginPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { PublicOnly, ResetOnly } from './RouteGuard';
import { LOGIN_PATH, RESET_PASSWORD_PATH } from './session';

/** 002 §2: sign in, and the password reset a user with an out-of-date password must go through. */
export const authArea: WebArea = {
  // The signed-in user's own account changed (roles, grants, fleet): what they may do changes too.
  live: (topic, utils, meId) => {
    if (topic.kind === 'user' && topic.id === meId) void utils.auth.me.invalidate();
  },
  publicRoutes: [
    {
      path: LOGIN_PATH,
      element: (
        <PublicOnly>
          <LoginPage />
        </PublicOnly>
      ),
    },
    {
      path: RESET_PASSWORD_PATH,
      element: (
        <ResetOnly>
          <ResetPasswordPage />
        </ResetOnly>
      ),
    },
  ],
};
