/**
 * User-facing text of the web apps. The spec's own strings come from the domain's catalogue
 * (`@backroom/domain/messages`), shared with the server; texts only the web apps use live here.
 */
import {
  acceptTermsTitle,
  disabledAccount,
  emailInstructionsSent,
  messages as spec,
} from '@backroom/domain/messages';

export const messages = {
  notAvailableYet: (feature: string) => `${feature} is not available yet`,
  notAvailableYetDetail: 'This screen is planned for a later release of Backroom.',

  signInTitle: spec.signInTitle,
  signIn: 'Sign in',
  rememberMe: 'Remember Me',
  forgotPassword: 'Forgot Password',
  signUp: 'Sign up',
  noAccount: "Don't have an account?",

  forgotTitle: spec.forgotPasswordTitle,
  forgotSubmit: 'Send instructions',
  forgotSent: emailInstructionsSent,
  resetTitle: 'Set a new password',
  welcomeTitle: 'Welcome! Set your password to sign in',
  resetSubmit: 'Update password',
  passwordUpdated: spec.passwordUpdated,
  linkInvalid: 'The link is invalid or has expired.',
  backToLogin: 'Back to sign in',

  verifyTitle: spec.verifyEmailTitle,
  verifyBody: (email: string) =>
    `We sent a verification link to ${email}. Open it, then press Confirm to continue.`,
  verifyResend: 'Resend',
  verifyConfirm: 'Confirm',
  emailSent: spec.emailSent,
  emailVerified: 'Your email is verified.',
  logout: 'Logout',

  disabledAccount,

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

  acceptTermsTitle,
  acceptAndContinue: spec.acceptAndContinue,

  splashNext: 'Next',

  signupTitle: 'Create your free account',
  finishSignupTitle: 'Finish your seller profile',
  finishSignup: 'Signed in. Finish your seller profile to start selling, or',
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

  employeeAdded: spec.employeeAdded,
  employeeUpdated: 'Access controls saved.',
  employeeDeleted: spec.employeeDeleted,
  inviteSent: spec.sentInvite,
  inviteSendFailed: spec.errorSendingInvite,
  deleteWarning: spec.actionCannotBeUndone,

  platformSignupSuccess: spec.checkEmailToCompleteSignup,
  platformSignupInvalid: spec.invalidPlatformSignup,
  platformHandleEmpty: spec.invalidHandle,
  platformHandleUnknown: spec.handleNotFound,
  networkError: 'The server could not be reached. Check your connection and try again.',
  requestTimedOut: 'The server took too long to answer. Check your connection and try again.',
} as const;
