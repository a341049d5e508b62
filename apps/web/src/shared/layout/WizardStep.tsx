import { type ReactNode, useEffect, useRef } from 'react';

interface WizardStepProps {
  /** Changes with the step: a new key moves focus into the step. */
  stepKey: string;
  /** The step's name, read out when focus arrives. */
  label: string;
  testId?: string;
  children: ReactNode;
}

/**
 * The body of a wizard's current step. When the step changes, focus moves into it (onto the step itself, unless
 * one of its fields took focus already), so a keyboard or screen-reader user goes on from the new step instead of
 * from the button that was pressed or the top of the page. The first step keeps the page's focus.
 */
export function WizardStep({ stepKey, label, testId, children }: WizardStepProps) {
  const region = useRef<HTMLDivElement>(null);
  const shown = useRef(stepKey);
  useEffect(() => {
    if (shown.current === stepKey) return;
    shown.current = stepKey;
    const element = region.current;
    if (element && !element.contains(document.activeElement)) element.focus({ preventScroll: false });
  }, [stepKey]);
  return (
    <section ref={region} tabIndex={-1} aria-label={label} data-testid={testId} style={{ outline: 'none' }}>
      {children}
    </section>
  );
}
