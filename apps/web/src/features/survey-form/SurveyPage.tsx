/**
 * /survey/{id} — a student opens the survey with the code on their slip, rates each teacher of their
 * classroom on each question (1–5) and sends it once (product spec section 2: public,
 * unauthenticated-only, blank layout). The public pages' entry loads it (public-app/): no signed-in
 * app, so it opens at once on any phone. Everything from the server is shown as text.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { formatDateJalali, normalizeSurveyCode, SURVEY_SCALE } from '@school/shared';
import { describedBy, PublicField } from '../../components/public/PublicField';
import { publicText } from '../../lib/public-text';
import { takePageData } from '../../public-app/page-data';
import type { PublicPageProps } from '../../public-app/public-routes';
import { typedCode } from './code-input';
import { surveyApi, type Ballot, type PublicSurvey, type SurveyAnswer } from './survey-api';

const t = publicText();

type Step = { kind: 'code' } | { kind: 'ballot'; code: string; ballot: Ballot } | { kind: 'done' };

const answerKey = (teacherId: number, itemId: number) => `${teacherId}:${itemId}`;

function CodeStep({
  surveyId,
  onOpen,
}: {
  surveyId: number;
  onOpen: (code: string, ballot: Ballot) => void;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = normalizeSurveyCode(value);
    if (code === null) return setError(t('survey.code.format'));
    setBusy(true);
    setError(undefined);
    void surveyApi.open(surveyId, code).then((result) => {
      setBusy(false);
      if (result.ok) onOpen(code, result.data);
      else setError(result.errors.code ?? result.message);
    });
  };
  return (
    <form className="pp-card" onSubmit={submit} noValidate data-testid="survey-code-form">
      <PublicField id="survey-code" label={t('survey.code.label')} hint={t('survey.code.hint')} error={error}>
        <input
          id="survey-code"
          className="sv-code"
          dir="ltr"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(e) => {
            setValue(t.digits(typedCode(e.target.value)));
            setError(undefined);
          }}
          {...describedBy('survey-code', error, t('survey.code.hint'))}
          data-testid="survey-code"
        />
      </PublicField>
      <div className="pp-actions">
        <button
          className="pp-button pp-button-primary"
          type="submit"
          disabled={busy}
          data-testid="survey-code-submit"
        >
          {busy ? t('survey.code.checking') : t('survey.code.submit')}
        </button>
      </div>
    </form>
  );
}

function Question({
  name,
  question,
  value,
  onChange,
}: {
  name: string;
  question: string;
  value: number | undefined;
  onChange: (score: number) => void;
}) {
  return (
    <fieldset className="sv-question" data-unanswered={value === undefined || undefined}>
      <legend>{question}</legend>
      <div className="sv-scale">
        {SURVEY_SCALE.map((score) => (
          <label key={score} className="sv-option" title={t(`survey.scale.${score}`)}>
            <input
              type="radio"
              name={name}
              value={score}
              checked={value === score}
              onChange={() => onChange(score)}
              aria-label={`${t.digits(score)} — ${t(`survey.scale.${score}`)}`}
            />
            <span>{t.digits(score)}</span>
          </label>
        ))}
      </div>
      <div className="sv-ends" aria-hidden>
        <span>{t('survey.scale.1')}</span>
        <span>{t('survey.scale.5')}</span>
      </div>
    </fieldset>
  );
}

function BallotStep({
  surveyId,
  code,
  ballot,
  onDone,
  onBack,
}: {
  surveyId: number;
  code: string;
  ballot: Ballot;
  onDone: () => void;
  /** Back to the code (one spent meanwhile, on another phone, can send nothing). */
  onBack: () => void;
}) {
  const [scores, setScores] = useState<Record<string, number>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const remaining = ballot.teachers.length * ballot.items.length - Object.keys(scores).length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (remaining > 0) {
      setError(t('survey.ballot.incomplete'));
      form.current
        ?.querySelector('[data-unanswered]')
        ?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return;
    }
    const answers: SurveyAnswer[] = ballot.teachers.flatMap((teacher) =>
      ballot.items.map((item) => ({
        teacherId: teacher.id,
        itemId: item.id,
        score: scores[answerKey(teacher.id, item.id)]!,
      })),
    );
    setBusy(true);
    setError(null);
    void surveyApi.answer(surveyId, code, answers).then((result) => {
      setBusy(false);
      if (result.ok) onDone();
      else setError(result.errors.code ?? result.errors.answers ?? result.message);
    });
  };
  return (
    <form ref={form} onSubmit={submit} noValidate data-testid="survey-ballot">
      <div className="pp-card">
        <h2>{t('survey.ballot.classroom', { name: ballot.classroomName })}</h2>
        <p className="pp-hint">{t('survey.ballot.intro')}</p>
        <button className="sv-link" type="button" onClick={onBack} data-testid="survey-change-code">
          {t('survey.ballot.changeCode')}
        </button>
      </div>
      {ballot.teachers.map((teacher) => (
        <section key={teacher.id} className="pp-card" data-testid={`survey-teacher-${teacher.id}`}>
          <h3 className="sv-teacher">{t.digits(teacher.name)}</h3>
          <p className="pp-hint">{t('survey.ballot.courses', { courses: teacher.courses.join('، ') })}</p>
          {ballot.items.map((item) => {
            const key = answerKey(teacher.id, item.id);
            return (
              <Question
                key={key}
                name={`score-${key}`}
                question={t.digits(item.question)}
                value={scores[key]}
                onChange={(score) => {
                  setScores((s) => ({ ...s, [key]: score }));
                  setError(null);
                }}
              />
            );
          })}
        </section>
      ))}
      <div className="pp-card sv-send">
        <p className="pp-hint" aria-live="polite">
          {remaining > 0 ? t('survey.ballot.remaining', { n: remaining }) : t('survey.ballot.complete')}
        </p>
        {error && (
          <p className="pp-alert pp-alert-error" role="alert" data-testid="survey-error">
            {error}
          </p>
        )}
        <div className="pp-actions">
          <button
            className="pp-button pp-button-primary"
            type="submit"
            disabled={busy}
            data-testid="survey-submit"
          >
            {busy ? t('survey.ballot.sending') : t('survey.ballot.submit')}
          </button>
        </div>
      </div>
    </form>
  );
}

export default function SurveyPage({ id }: PublicPageProps) {
  // The server hands the answer over in the HTML with the page's first screen (public-app/page-data.ts).
  const [survey, setSurvey] = useState(() => takePageData<PublicSurvey>(id));
  const [failure, setFailure] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'code' });
  const handedOver = survey !== null;

  useEffect(() => {
    if (handedOver) return;
    void surveyApi.survey(id).then((result) => {
      if (result.ok) {
        setSurvey(result.data);
        document.title = `${result.data.title} — ${result.data.schoolName}`;
      } else setFailure(result.status === 404 ? t('survey.notFound') : result.message);
    });
  }, [id, handedOver]);

  useEffect(() => {
    if (step.kind !== 'code') window.scrollTo({ top: 0 });
  }, [step.kind]);

  if (failure)
    return (
      <main className="pp-shell">
        <p className="pp-alert pp-alert-error" role="alert" data-testid="survey-error">
          {failure}
        </p>
      </main>
    );
  if (!survey) return <p className="pp-loading">{t('loading')}</p>;
  const date = (iso: string) => formatDateJalali(iso, { digits: t.language, style: 'long' });

  return (
    <main className="pp-shell" data-testid="survey-page">
      <header className="pp-header">
        <p>{survey.schoolName}</p>
        <h1 data-testid="survey-title">{t.digits(survey.title)}</h1>
        <p className="pp-hint">
          {t('survey.window', { opens: date(survey.opensOn), closes: date(survey.closesOn) })}
        </p>
      </header>
      {survey.state !== 'open' ? (
        <p className="pp-alert pp-alert-warning" data-testid="survey-state">
          {survey.state === 'notYet'
            ? t('survey.notYet', { opens: date(survey.opensOn) })
            : t('survey.closed')}
        </p>
      ) : step.kind === 'done' ? (
        <div className="pp-alert pp-alert-success" role="status" data-testid="survey-done">
          <strong>{t('survey.done.title')}</strong>
          <p>{t('survey.done.text')}</p>
        </div>
      ) : (
        <>
          {survey.description && <p className="pp-card">{t.digits(survey.description)}</p>}
          {step.kind === 'code' ? (
            <CodeStep surveyId={id} onOpen={(code, ballot) => setStep({ kind: 'ballot', code, ballot })} />
          ) : (
            <BallotStep
              surveyId={id}
              code={step.code}
              ballot={step.ballot}
              onDone={() => setStep({ kind: 'done' })}
              onBack={() => setStep({ kind: 'code' })}
            />
          )}
          <p className="pp-hint">{t('survey.anonymous')}</p>
        </>
      )}
    </main>
  );
}
