import type { GradedQuestion, QuizLesson, QuizQuestion, QuizResult } from '@boardready/contracts';
import { type FormEvent, type RefObject, useId, useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/load-state';
import { READING_TEXT, RichText, useRichTextReady } from '@/components/ui/rich-text';
import { useSubmitQuiz } from '../api/submit-quiz';
import { quizOutcome } from '../utils/course-words';

/**
 * A quiz lesson: a few board-style questions of the course's bank, answered all at once; the
 * answer grades them (the right choice and why, each choice's explanation, the objective) and
 * passes the lesson at the pass mark. Retakes are welcome: the best score is kept.
 */
export function QuizLessonBody({ lesson }: { lesson: QuizLesson }) {
  const { quiz } = lesson;
  const submit = useSubmitQuiz(lesson.userProductId, lesson.lessonId);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<number[]>([]);
  const resultRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // the text is drawn once its sanitizer is here: nothing below it jumps when it arrives
  const ready = useRichTextReady();

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const unanswered = quiz.questions.flatMap((q, i) => (answers[q.questionId] ? [] : [i + 1]));
    setMissing(unanswered);
    if (unanswered.length > 0) return;
    submit.mutate(
      {
        answers: quiz.questions.map((q) => ({
          questionId: q.questionId,
          choice: answers[q.questionId] as 'A' | 'B' | 'C' | 'D' | 'E',
        })),
      },
      // the results take the form's place: the reader is taken to them
      { onSuccess: () => requestAnimationFrame(() => resultRef.current?.focus()) },
    );
  };
  const handleRetake = () => {
    submit.reset();
    setAnswers({});
    requestAnimationFrame(() => formRef.current?.querySelector('input')?.focus());
  };

  if (!ready) return <LoadingState label="Loading the questions…" />;
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-slate-700">
        {quiz.questions.length} questions · {quiz.passPercent}% passes
        {quiz.bestScorePercent !== null &&
          ` · your best score ${Math.max(quiz.bestScorePercent, submit.data?.bestScorePercent ?? 0)}% (${submit.data?.attempts ?? quiz.attempts} ${(submit.data?.attempts ?? quiz.attempts) === 1 ? 'attempt' : 'attempts'})`}
      </p>
      {submit.data ? (
        <QuizResults
          result={submit.data}
          questions={quiz.questions}
          passPercent={quiz.passPercent}
          headingRef={resultRef}
          onRetake={handleRetake}
        />
      ) : (
        <form ref={formRef} onSubmit={handleSubmit} noValidate className="flex flex-col gap-5">
          {quiz.questions.map((question, index) => (
            <QuestionField
              key={question.questionId}
              question={question}
              number={index + 1}
              count={quiz.questions.length}
              value={answers[question.questionId]}
              onChange={(key) => {
                setAnswers((before) => ({ ...before, [question.questionId]: key }));
                setMissing((before) => before.filter((n) => n !== index + 1));
              }}
            />
          ))}
          {missing.length > 0 && (
            <Alert tone="error">
              Answer every question before you submit:{' '}
              {missing.length === 1
                ? `question ${missing[0]} is not answered yet.`
                : `questions ${missing.join(', ')} are not answered yet.`}
            </Alert>
          )}
          {submit.isError && <Alert tone="error">{submit.error.message}</Alert>}
          <Button type="submit" busy={submit.isPending} className="self-start sm:px-8">
            Submit answers
          </Button>
        </form>
      )}
    </div>
  );
}

function QuestionField({
  question,
  number,
  count,
  value,
  onChange,
}: {
  question: QuizQuestion;
  number: number;
  count: number;
  value: string | undefined;
  onChange: (key: string) => void;
}) {
  const leadInId = useId();
  return (
    <fieldset
      aria-describedby={leadInId}
      className="flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <legend className="float-left mb-1 text-sm font-semibold text-brand-700">
        Question {number} of {count}
      </legend>
      <RichText html={question.stemHtml} className={READING_TEXT} />
      <p id={leadInId} className="font-semibold text-slate-900">
        {question.leadIn}
      </p>
      <ul className="flex flex-col gap-2">
        {question.choices.map((choice) => {
          const picked = value === choice.key;
          return (
            <li key={choice.key}>
              <label
                className={`flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${picked ? 'border-brand-600 bg-brand-50' : 'border-slate-300 hover:bg-slate-50'}`}
              >
                <input
                  type="radio"
                  name={`quiz-${question.questionId}`}
                  value={choice.key}
                  checked={picked}
                  onChange={() => onChange(choice.key)}
                  className="sr-only"
                />
                <span
                  aria-hidden="true"
                  className={`flex size-7 shrink-0 items-center justify-center rounded-full border text-sm font-bold ${picked ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-400 text-slate-700'}`}
                >
                  {choice.key}
                </span>
                <span className="min-w-0 pt-0.5 text-slate-900">
                  <span className="sr-only">{choice.key}. </span>
                  {choice.text}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}

function QuizResults({
  result,
  questions,
  passPercent,
  headingRef,
  onRetake,
}: {
  result: QuizResult;
  questions: QuizQuestion[];
  passPercent: number;
  headingRef: RefObject<HTMLDivElement | null>;
  onRetake: () => void;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <div
        ref={headingRef}
        tabIndex={-1}
        role="status"
        className={`flex flex-col gap-1 rounded-xl border px-4 py-3 ${result.passed ? 'border-green-200 bg-green-50 text-green-900' : 'border-amber-200 bg-amber-50 text-amber-900'}`}
      >
        <h2 id={headingId} className="text-lg font-bold">
          {result.passed ? 'Passed' : 'Not passed yet'}
        </h2>
        <p>{quizOutcome(result, passPercent)}</p>
      </div>
      <ol className="flex flex-col gap-4">
        {result.questions.map((graded, index) => (
          <GradedItem
            key={graded.questionId}
            graded={graded}
            question={questions.find((q) => q.questionId === graded.questionId)}
            number={index + 1}
          />
        ))}
      </ol>
      <Button variant="secondary" onClick={onRetake} className="self-start">
        Retake the quiz
      </Button>
    </section>
  );
}

function GradedItem({
  graded,
  question,
  number,
}: {
  graded: GradedQuestion;
  question: QuizQuestion | undefined;
  number: number;
}) {
  const textOf = (key: string) => question?.choices.find((c) => c.key === key)?.text ?? '';
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h3 className="flex flex-wrap items-baseline gap-x-3 font-semibold text-slate-900">
        <span>Question {number}</span>
        <span className={graded.correct ? 'text-green-700' : 'text-red-700'}>
          {graded.correct ? 'Correct' : 'Incorrect'}
        </span>
      </h3>
      {question && (
        <details className="text-slate-800">
          <summary className="min-h-10 cursor-pointer py-2 text-sm font-semibold text-brand-700">
            Show the question
          </summary>
          <RichText html={question.stemHtml} className={READING_TEXT} />
        </details>
      )}
      {question && <p className="font-semibold text-slate-900">{question.leadIn}</p>}
      <dl className="grid gap-1 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
        <dt className="font-semibold text-slate-600">Your answer</dt>
        <dd className={graded.correct ? 'text-green-800' : 'text-red-800'}>
          {graded.chosen}. {textOf(graded.chosen)}
        </dd>
        <dt className="font-semibold text-slate-600">Correct answer</dt>
        <dd className="text-green-800">
          {graded.correctChoice}. {textOf(graded.correctChoice)}
        </dd>
      </dl>
      <RichText html={graded.explanationHtml} className={READING_TEXT} />
      <ul className="flex flex-col gap-2">
        {graded.choiceExplanations.map((choice) => (
          <li
            key={choice.key}
            className="flex gap-3 rounded-lg bg-slate-50 px-3 py-2 text-sm leading-6"
          >
            <span
              className={`font-bold ${choice.key === graded.correctChoice ? 'text-green-800' : 'text-slate-700'}`}
            >
              {choice.key}
            </span>
            <RichText html={choice.html} className="min-w-0 flex-1 text-slate-800" />
          </li>
        ))}
      </ul>
      <div className="rounded-lg border-l-4 border-brand-600 bg-brand-50 px-4 py-3">
        <h4 className="text-sm font-bold text-brand-800">Educational objective</h4>
        <p className="text-sm leading-6 text-slate-800">{graded.educationalObjective}</p>
      </div>
    </li>
  );
}
