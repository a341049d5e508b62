import type { DbUser } from '@backroom/domain/schemas/auth';

/** The answer of sign-up and login: a session for the resolved store. */
export interface AuthSession {
  token: string;
  refreshToken: string;
  expiresIn?: number;
  user: DbUser;
}
