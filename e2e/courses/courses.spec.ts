import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, signInAs, test } from '../support/fixtures';
import { freshLearnerWith } from '../support/fresh-account';
import { expectNoHorizontalScroll } from '../support/page-helpers';
import { productOfType, productsOf } from '../support/products';

/**
 * Courses (issue 29, decision 1602): a learner takes a reading and a quiz of the IM course to
 * done and sees the course's progress move; the course and a quiz on a phone. A video lesson's
 * player and its place are the server tests' and the media specs' (the same player).
 */

/** A learner of their own (their progress is theirs alone), given the IM course by an admin. */
async function learnerWithCourse(page: Page, baseURL: string) {
  await freshLearnerWith(page.request, baseURL, ['IM-COURSE'], 'course', {
    firstName: 'Cora',
    lastName: 'Course',
  });
  return productOfType(page, 'course');
}

/** The right choices of the Cardiology check (content/qbanks/im: IM-0001 to IM-0004). */
const RIGHT = ['D', 'A', 'C', 'E'];

/** Picks a choice of each question of a quiz, by its letter. */
async function answerQuiz(page: Page, letters: string[]) {
  for (const [index, letter] of letters.entries()) {
    const question = page.getByRole('group', {
      name: `Question ${index + 1} of ${letters.length}`,
    });
    const radio = question.getByRole('radio', { name: new RegExp(`^${letter}\\. `) });
    // the radio is drawn by its label (the letter in a circle): a person clicks the label
    await radio.locator('xpath=..').click();
    await expect(radio).toBeChecked();
  }
}

const progressOf = (locator: Locator) => locator.getAttribute('aria-valuenow');

test.describe('courses', () => {
  test("[ROUTE-44] 'course' shows the course product screen: a reading and a quiz taken to done, the progress moves", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    const course = await learnerWithCourse(page, baseURL!);

    // The course: modules, lessons, nothing done, Start at the first lesson.
    await page.goto(course.route);
    await expect(page.getByTestId('product-header')).toHaveText('IM Review Course');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Internal Medicine Board Review Course' }),
    ).toBeVisible();
    await expect(page).toHaveTitle('BoardReady - IM Review Course');
    const overall = page.getByRole('progressbar', { name: 'Course progress' });
    await expect(overall).toHaveAttribute('aria-valuenow', '0');
    await expect(page.getByText('0 of 11 lessons done')).toBeVisible();
    const cardiology = page.getByRole('region', { name: 'Cardiology' });
    await expect(cardiology.getByText('0 of 4 lessons done')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start: Heart failure essentials' })).toBeVisible();
    await expectAccessible(page);

    // A reading lesson: the book's section inside the course, marked as done.
    await cardiology.getByRole('link', { name: 'Heart failure', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Heart failure' })).toBeVisible();
    await expect(page.getByText('Cardiology · Lesson 2 of 11')).toBeVisible();
    await expect(page.getByText(/classified by left ventricular ejection fraction/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Mark as done' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'marked this lesson as done' }),
    ).toBeVisible();

    // On: the next lesson is a lecture in the player, then the quiz.
    await page.getByRole('link', { name: 'Next lesson' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Anticoagulation in atrial fibrillation' }),
    ).toBeVisible();
    await expect(page.getByTestId('media-player')).toBeVisible();
    await page.getByRole('link', { name: 'Next lesson' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cardiology check' })).toBeVisible();

    // The quiz: every question first; two wrong is 50%, not passed, with the explanations.
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Answer every question before you submit: questions 1, 2, 3, 4 are not answered yet.',
    );
    await answerQuiz(page, ['A', 'B', ...RIGHT.slice(2)]);
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await expect(page.getByRole('heading', { name: 'Not passed yet' })).toBeVisible();
    await expect(page.getByText('You scored 50% (2 of 4 right)')).toBeVisible();
    await expect(page.getByText(/SGLT2/).first()).toBeVisible();
    await expectAccessible(page);
    // A retake, all right: passed, and the lesson is done.
    await page.getByRole('button', { name: 'Retake the quiz' }).click();
    await answerQuiz(page, RIGHT);
    await page.getByRole('button', { name: 'Submit answers' }).click();
    await expect(page.getByRole('heading', { name: 'Passed' })).toBeVisible();
    await expect(page.getByText('You scored 100% (4 of 4 right): passed.')).toBeVisible();
    await expect(page.getByText('Done', { exact: true }).first()).toBeVisible();

    // Back on the course page: two lessons done, the progress moved, Continue at the first.
    await page.getByRole('link', { name: 'Course contents' }).click();
    await expect(page.getByText('2 of 11 lessons done')).toBeVisible();
    await expect.poll(() => progressOf(overall)).toBe('18');
    await expect(cardiology.getByText('2 of 4 lessons done')).toBeVisible();
    await expect(
      cardiology.getByRole('progressbar', { name: 'Cardiology progress' }),
    ).toHaveAttribute('aria-valuenow', '50');
    const quizRow = cardiology.getByRole('listitem').filter({ hasText: 'Cardiology check' });
    await expect(quizRow).toContainText('Done');
    await expect(
      page.getByRole('link', { name: 'Continue: Heart failure essentials' }),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('[ROUTE-44] on a phone the course and a quiz fit the screen, and axe passes @phone', async ({
    page,
  }) => {
    await signInAs(page, 'peds');
    const course = await productOfType(page, 'course');
    await page.goto(course.route);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pediatrics Board Review Course' }),
    ).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Course progress' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Newborn check' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Newborn check' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Question 1 of 4' })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectAccessible(page);

    // A product of another kind under /course says so, and names what it is.
    const qa = (await productsOf(page)).find((p) => p.applicationType === 'qa')!;
    await page.goto(`/course/${qa.userProductId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Not a course' })).toBeVisible();
  });
});
