/**
 * A sign-up screen that has just signed its visitor in (or finished their profile) hands over to the guard of
 * /signup, which then leads on to the onboarding splash (or /verify). Anyone else signed in who opens /signup
 * goes home instead (issue 33: a signed-in seller saw the splash again). In memory only: a reload is a visit.
 */
let finishing = false;

export function markSignupFinishing(): void {
  finishing = true;
}

export function isSignupFinishing(): boolean {
  return finishing;
}
