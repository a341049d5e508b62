import { useAuth } from '@web/shared/auth/auth-context';
import { AppSkeleton } from '@web/shared/layout/AppSkeleton';
import { PublicCard } from '@web/shared/layout/PublicCard';
import { messages } from '@web/shared/messages';
import Button from 'antd/es/button';
import Flex from 'antd/es/flex';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';

export interface SplashSlide {
  title: string;
  text: string;
}

/** /signupSplash: three onboarding pages with dots and Next; after the third it goes to / (spec 1 §2.1). */
export function SignupSplashPage({ slides }: { slides: readonly SplashSlide[] }) {
  const { state } = useAuth();
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  if (state.status === 'loading') return <AppSkeleton />;
  if (state.status !== 'signedIn') return <Navigate to="/login" replace />;

  const slide = slides[index];
  const next = () => (index + 1 < slides.length ? setIndex(index + 1) : navigate('/', { replace: true }));
  return (
    <PublicCard title={slide?.title}>
      <Typography.Paragraph data-testid="splash-text">{slide?.text}</Typography.Paragraph>
      <Flex justify="space-between" align="center">
        <Flex gap={8} role="tablist" aria-label="Onboarding pages">
          {slides.map((item, i) => (
            <button
              key={item.title}
              type="button"
              role="tab"
              aria-selected={i === index}
              aria-label={`Page ${i + 1} of ${slides.length}`}
              onClick={() => setIndex(i)}
              style={{
                width: 10,
                height: 10,
                padding: 0,
                borderRadius: '50%',
                border: 'none',
                cursor: 'pointer',
                background: i === index ? '#1f5f8b' : '#c8ccd2',
              }}
            />
          ))}
        </Flex>
        <Button type="primary" onClick={next} data-testid="splash-next">
          {messages.splashNext}
        </Button>
      </Flex>
    </PublicCard>
  );
}
