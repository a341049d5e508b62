import { useCreateMyProfile } from '@web/seller/api/create-my-profile';
import { useSignup } from '@web/shared/api/signup';
import { useAuth } from '@web/shared/auth/auth-context';
import { markSignupFinishing } from '@web/shared/auth/signup-handoff';
import { markVerificationSent } from '@web/shared/auth/verification-cookie';
import { PublicCard } from '@web/shared/layout/PublicCard';
import { WizardStep } from '@web/shared/layout/WizardStep';
import { messages } from '@web/shared/messages';
import { useStore } from '@web/shared/store/store-context';
import Steps from 'antd/es/steps';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { GetPaidStep } from './GetPaidStep';
import { ProfileStep } from './ProfileStep';
import { type PayoutValues, type ProfileValues, sellerSignupBody } from './signup-values';
import { TermsStep } from './TermsStep';

const { signupSteps } = messages;
const stepItems = [
  { title: signupSteps.profile, content: signupSteps.profileDetail },
  { title: signupSteps.getPaid, content: signupSteps.getPaidDetail },
  { title: signupSteps.terms, content: signupSteps.termsDetail },
];

/**
 * Seller /signup in three steps: PROFILE, GET PAID, TERMS (spec 1 §2.2); then /verify. A signed-in login with no
 * profile yet (it signed up elsewhere, or came back later) lands here too and finishes the same steps without
 * e-mail and password: POST /api/me/profile, then the app (issue #14.6).
 */
export function SellerSignupPage() {
  const { signIn, state, logout } = useAuth();
  const unfinished = state.status === 'signedIn' && state.user.kind === null ? state.user : null;
  const { simplifiedBankForm } = useStore();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [profile, setProfile] = useState<ProfileValues | null>(null);
  const [payout, setPayout] = useState<PayoutValues | null>(null);
  const signup = useSignup({
    onSuccess: (session) => {
      // The server mailed the verification link with the sign-up.
      markVerificationSent();
      signIn(session);
      navigate('/verify', { replace: true });
    },
  });
  // Once the profile exists the sign-up screen's guard leads on (the splash, or /verify if still unverified).
  const finish = useCreateMyProfile();

  return (
    <PublicCard title={unfinished ? messages.finishSignupTitle : messages.signupTitle} width={560}>
      <Steps current={step} items={stepItems} size="small" style={{ marginBottom: 24 }} />
      <WizardStep
        stepKey={String(step)}
        label={`Step ${step + 1} of ${stepItems.length}: ${stepItems[step]?.title}`}
      >
        {step === 0 && (
          <ProfileStep
            initial={profile}
            signedInEmail={unfinished?.email}
            onNext={(values) => {
              setProfile(values);
              setStep(1);
            }}
          />
        )}
        {step === 1 && (
          <GetPaidStep
            initial={payout}
            onBack={() => setStep(0)}
            onNext={(values) => {
              setPayout(values);
              setStep(2);
            }}
          />
        )}
        {step === 2 && profile && payout && (
          <TermsStep
            loading={signup.isPending || finish.isPending}
            onBack={() => setStep(1)}
            onAccept={() => {
              const body = sellerSignupBody(profile, payout, simplifiedBankForm);
              markSignupFinishing();
              if (unfinished) finish.mutate(body.profile!);
              else signup.mutate(body);
            }}
          />
        )}
      </WizardStep>
      {unfinished ? (
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
          {messages.finishSignup} <Typography.Link onClick={logout}>{messages.logout}</Typography.Link>
        </Typography.Paragraph>
      ) : (
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}>
          Already have an account? <Link to="/login">{messages.signIn}</Link>
        </Typography.Paragraph>
      )}
    </PublicCard>
  );
}
