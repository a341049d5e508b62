import type { DbUser } from '@backroom/domain/schemas/auth';

/** The answer of sign-up and login: a session for the resolved store (the refresh token is an httpOnly cookie). */
export interface AuthSession {
  token: string;
  expiresIn?: number;
  user: DbUser;
}
