import { session } from './session';

/** The employee invite being signed up for, kept until the first sign-in accepts it (spec 1 §4). */
const key = () => `backroom.invite.${session.storeHandle() ?? ''}`;

export const pendingInvite = {
  get: (): string | null => localStorage.getItem(key()),
  set: (inviteId: string) => localStorage.setItem(key(), inviteId),
  clear: () => localStorage.removeItem(key()),
};
