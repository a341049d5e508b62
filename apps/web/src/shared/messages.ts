/**
 * User-facing text of the web apps. The spec's own strings (spec 1 §2, §8) are kept verbatim. When
 * `@backroom/domain/messages` lands, the spec strings move there and this file re-exports them.
 */
export {
  HANDLE_RULES,
  PLATFORM_HANDLE_EMPTY,
  PLATFORM_HANDLE_UNKNOWN,
  PLATFORM_SIGNUP_INVALID,
} from '@backroom/domain/schemas/store';

export const messages = {
  notAvailableYet: (feature: string) => `${feature} is not available yet`,
  notAvailableYetDetail: 'This screen is planned for a later release of Backroom.',

  signInTitle: 'Sign in to your account',
  signIn: 'Sign in',
  rememberMe: 'Remember Me',
  forgotPassword: 'Forgot Password',
  signUp: 'Sign up',
  noAccount: "Don't have an account?",

  forgotTitle: 'Forgot your password?',
  forgotSubmit: 'Send instructions',
  forgotSent: (email: string) => `Email instructions sent to ${email}`,
  resetTitle: 'Set a new password',
  resetSubmit: 'Update password',
  passwordUpdated: 'Password has been updated',
  linkInvalid: 'The link is invalid or has expired.',
  backToLogin: 'Back to sign in',

  verifyTitle: 'You need to verify your email',
  verifyBody: (email: string) =>
    `We sent a verification link to ${email}. Open it, then press Confirm to continue.`,
  verifyResend: 'Resend',
  verifyConfirm: 'Confirm',
  emailSent: 'Email sent!',
  emailVerified: 'Your email is verified.',
  logout: 'Logout',

  disabledAccount: (email: string) =>
    `Your account has been disabled by the store owner. Contact ${email} to get more info.`,

  maintenanceTitle: 'We will be back soon',
  maintenanceBody: (store: string) => `${store} is under maintenance. Please check back later.`,

  noStoreTitle: 'No store found at this address',
  noStoreBody: 'Check the address, or create a store of your own.',
  noStoreLink: 'Create a store',
  storeLoadFailed: 'The store could not be loaded.',
  retry: 'Retry',

  accountLoadFailed: 'Your account could not be loaded.',
  noProfileStaff: 'This sign-in is not linked to a staff member of this store.',
  noProfileSeller: 'This sign-in has no seller profile in this store.',
  wrongStore: 'You were signed out because this account belongs to another store.',

  acceptTermsTitle: (store: string) => `Accept ${store} Terms`,
  acceptAndContinue: 'Accept and continue',

  splashNext: 'Next',

  signupTitle: 'Create your free account',
  signupSteps: {
    profile: 'PROFILE',
    profileDetail: 'Create your seller profile',
    getPaid: 'GET PAID',
    getPaidDetail: 'Link your bank',
    terms: 'TERMS',
    termsDetail: 'Accept the terms of service',
  },
  next: 'Next',
  back: 'Back',
  reviewTerms: 'Review the terms',
  passwordsDiffer: 'The passwords do not match.',
  inviteWelcome: (store: string, name: string) => `Welcome ${name}: you were invited to join ${store}.`,
  inviteAccepted: 'This invitation was already accepted. Sign in instead.',

  employeeAdded: 'Employee added!',
  employeeUpdated: 'Access controls saved.',
  employeeDeleted: 'Employee deleted!',
  inviteSent: 'Sent invite',
  inviteSendFailed: 'Error sending invite',
  deleteWarning: 'This action cannot be undone',

  platformSignupSuccess: 'Success! Please check your email to complete your signup.',
  networkError: 'The server could not be reached. Check your connection and try again.',
} as const;
