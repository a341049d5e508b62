import { api } from './client';

/** POST /open/auth/logout: revokes the refresh token. The tokens are dropped before, so failures do not matter. */
export function logout(refreshToken: string | null): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/open/auth/logout', { refreshToken: refreshToken ?? undefined });
}
