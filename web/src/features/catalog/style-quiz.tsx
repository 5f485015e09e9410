import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '../../routing';
import { QUIZ_BUDGETS, QUIZ_PRIORITY, QUIZ_WHO, type QuizAnswers, quizLink } from './quiz';

type Step = 0 | 1 | 2;
const QUESTIONS = [
  { key: 'who', values: QUIZ_WHO },
  { key: 'priority', values: QUIZ_PRIORITY },
  { key: 'budget', values: QUIZ_BUDGETS },
] as const;

/** Find My Style: three questions, then the shop with the answers as filters. */
export function StyleQuiz() {
  const { t } = useTranslation('discover');
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(0);
  const [answers, setAnswers] = useState<Partial<QuizAnswers>>({});
  const question = QUESTIONS[step];
  const chosen = answers[question.key];

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return;
    if (step < 2) {
      setStep((step + 1) as Step);
      return;
    }
    const { who, priority, budget } = answers;
    if (who && priority && budget) navigate(quizLink({ who, priority, budget }));
  };

  return (
    <section className="container quiz" aria-labelledby="quiz-title">
      <h2 id="quiz-title">{t('quiz.title')}</h2>
      <p className="muted">{t('quiz.intro')}</p>
      <form onSubmit={handleSubmit}>
        <fieldset>
          <legend>
            <span className="quiz-step">{t('quiz.step', { n: step + 1, total: 3 })}</span>{' '}
            {t(`quiz.${question.key}.question`)}
          </legend>
          <div className="quiz-options">
            {question.values.map((value) => (
              <label key={value} className={`quiz-option${chosen === value ? ' is-selected' : ''}`}>
                <input
                  type="radio"
                  name={question.key}
                  value={value}
                  checked={chosen === value}
                  onChange={() => setAnswers((a) => ({ ...a, [question.key]: value }))}
                />
                {t(`quiz.${question.key}.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="quiz-actions">
          {step > 0 && (
            <button type="button" className="btn btn-outline" onClick={() => setStep((step - 1) as Step)}>
              {t('quiz.back')}
            </button>
          )}
          <button type="submit" className="btn btn-primary" disabled={!chosen}>
            {step < 2 ? t('quiz.next') : t('quiz.show')}
          </button>
        </div>
      </form>
    </section>
  );
}
