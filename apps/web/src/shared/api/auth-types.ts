/** The answer of sign-up and login: a session for the resolved store (the refresh token is an httpOnly cookie). */
export type { AuthSession } from '@backroom/domain/contract/auth';
