/** Spec 1 §2.1: the verification e-mail is sent once; a cookie flag `verificationSent=1` remembers it. */
const COOKIE = 'verificationSent';

export function wasVerificationSent(): boolean {
  return document.cookie.split(';').some((part) => part.trim() === `${COOKIE}=1`);
}

export function markVerificationSent() {
  // biome-ignore lint/suspicious/noDocumentCookie: the spec names this cookie; CookieStore is missing on plain http hosts
  document.cookie = `${COOKIE}=1; path=/; max-age=86400; SameSite=Lax`;
}
