import type { UserDto } from '@isoko/shared/customers/schema';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApplySignedIn } from '../../session/queries';
import { CodeStep } from './code-step';
import { PhoneStep } from './phone-step';
import { ProgressSteps } from './progress-steps';
import type { SignInAction } from './redirect';
import { RegisterStep } from './register-step';
import { SuccessStep } from './success-step';

type Step =
  | { name: 'phone'; phone: string }
  | { name: 'code'; phone: string }
  | { name: 'register'; phone: string }
  | { name: 'done'; phone: string; isNew: boolean; user: UserDto };

export interface SignInFlowProps {
  action?: SignInAction;
  /** Runs 1.5 s after success with the signed-in user (redirect, close a dialog, go on to checkout). */
  onComplete: (user: UserDto) => void;
  /** Called once the server has signed the customer in (e.g. to merge the local wishlist). */
  onSignedIn?: (user: UserDto) => void;
}

/**
 * The phone sign-in and registration flow: phone, then the code for a known phone
 * or the registration form for a new one, then success. Used by /login and wherever a screen
 * needs the shopper signed in first.
 */
export function SignInFlow({ action = 'default', onComplete, onSignedIn }: SignInFlowProps) {
  const { t } = useTranslation('auth');
  const applySignedIn = useApplySignedIn();
  const [step, setStep] = useState<Step>({ name: 'phone', phone: '' });

  const finish = (user: UserDto, isNew: boolean) => {
    applySignedIn(user);
    onSignedIn?.(user);
    setStep({ name: 'done', phone: user.phone, isNew, user });
  };
  const done = step.name === 'done' ? step.user : null;
  const handleDone = useCallback(() => {
    if (done) onComplete(done);
  }, [done, onComplete]);
  const backToPhone = () => setStep({ name: 'phone', phone: step.phone });

  const current = step.name === 'phone' ? 1 : step.name === 'done' ? 3 : 2;
  const middle = step.name === 'register' || (step.name === 'done' && step.isNew) ? 'details' : 'verify';
  return (
    <div className="signin-flow">
      <ProgressSteps current={current} middle={middle} />
      {step.name === 'phone' && (
        <PhoneStep
          initialPhone={step.phone}
          subtitle={t(`subtitle.${action}`)}
          onNext={(phone, exists) => setStep(exists ? { name: 'code', phone } : { name: 'register', phone })}
        />
      )}
      {step.name === 'code' && (
        <CodeStep phone={step.phone} onSignedIn={(user) => finish(user, false)} onChangePhone={backToPhone} />
      )}
      {step.name === 'register' && (
        <RegisterStep phone={step.phone} onRegistered={(user) => finish(user, true)} onBack={backToPhone} />
      )}
      {step.name === 'done' && (
        <SuccessStep isNew={step.isNew} firstName={step.user.firstName} onDone={handleDone} />
      )}
    </div>
  );
}
