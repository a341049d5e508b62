/** Messages of the auth area (server answers and screens): contract texts, kept byte for byte. */
import { emailInstructionsSent, messages } from '../messages';

// from apps/server/src/features/auth/service.ts
export const AUTH_MESSAGES = {
  wrongCredentials: 'Wrong email or password.',
  emailTaken: 'An account with this email already exists in this store. Please sign in.',
  linkInvalid: 'This link is invalid or has expired. Please ask for a new one.',
  refreshInvalid: 'Your session has expired. Please sign in again.',
  emailInstructionsSent,
  passwordUpdated: messages.passwordUpdated,
} as const;

// from apps/server/src/features/auth/signup-steps.ts
export const SIGNUP_MESSAGES = {
  inviteUnknown: 'This invite link is not valid. Please ask the store for a new invite.',
  inviteTaken: 'This invite has already been accepted. Please sign in.',
  inviteOtherEmail: 'This invite is for another email address. Sign up with the invited address.',
} as const;
