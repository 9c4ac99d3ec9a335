import type { TrainerProfileAnswer } from '@boardready/contracts';
import { describe, expect, test } from 'vitest';
import { daysToGo, dueText, longDate, minutesText } from './board-wording';
import { initialValues, productsFor, readInterview } from './interview';
import { unitWorkPath } from './unit-work-path';

const ANSWER: TrainerProfileAnswer = {
  profile: null,
  exams: [
    {
      code: 'abim-im',
      name: 'ABIM Internal Medicine Certification',
      specialty: 'IM',
      questionCount: 240,
      passingPercent: 66,
    },
    {
      code: 'abp-general-pediatrics',
      name: 'ABP General Pediatrics Certification',
      specialty: 'PEDS',
      questionCount: 330,
      passingPercent: 65,
    },
  ],
  products: [
    { userProductId: 4, shortName: 'IM Q&A', typeCode: 'qa', specialty: 'IM' },
    { userProductId: 5, shortName: 'IM Flash Cards', typeCode: 'fc', specialty: 'IM' },
    { userProductId: 9, shortName: 'PEDS Q&A', typeCode: 'qa', specialty: 'PEDS' },
  ],
};

describe('the Study Board’s wording', () => {
  test('days to go, dates, minutes and what is due', () => {
    expect(daysToGo(0)).toBe('Exam day is today');
    expect(daysToGo(1)).toBe('1 day to go');
    expect(daysToGo(120)).toBe('120 days to go');
    expect(longDate('2027-03-28')).toBe('March 28, 2027');
    expect(longDate('2027-03-28', true)).toBe('Sunday, March 28, 2027');
    expect(minutesText(45)).toBe('45 min');
    expect(minutesText(90)).toBe('1 h 30 min');
    expect(minutesText(120)).toBe('2 h');
    expect(dueText({ cards: 3, questions: 1 })).toBe('3 flash cards and 1 question');
    expect(dueText({ cards: 0, questions: 2 })).toBe('2 questions');
    expect(dueText({ cards: 0, questions: 0 })).toBeNull();
  });
});

describe('the interview form', () => {
  test('a first interview starts from the exam and products of the learner’s first specialty', () => {
    expect(initialValues(ANSWER)).toEqual({
      examCode: 'abim-im',
      examDate: '',
      weekdayMinutes: ['60', '60', '60', '60', '60', '90', '90'],
      userProductIds: [4, 5],
    });
    expect(productsFor(ANSWER, 'abp-general-pediatrics').map((p) => p.userProductId)).toEqual([9]);
  });

  test('it reads the values into the API’s input, or names the fields that are wrong', () => {
    const values = { ...initialValues(ANSWER), examDate: '2027-03-28' };
    expect(readInterview(values, ANSWER)).toEqual({
      input: {
        examCode: 'abim-im',
        examDate: '2027-03-28',
        weekdayMinutes: [60, 60, 60, 60, 60, 90, 90],
        userProductIds: [4, 5],
      },
    });
    const wrong = readInterview(
      {
        ...values,
        examDate: '',
        weekdayMinutes: ['60', '-5', '60', '60', '800', '1.5', ''],
        userProductIds: [9],
      },
      ANSWER,
    );
    expect(wrong).toEqual({
      errors: {
        examDate: 'Give the date of your exam.',
        'weekdayMinutes.1': 'Tuesday: whole minutes from 0 to 720.',
        'weekdayMinutes.4': 'Friday: whole minutes from 0 to 720.',
        'weekdayMinutes.5': 'Saturday: whole minutes from 0 to 720.',
        userProductIds: 'Choose at least one product to study.',
      },
    });
  });
});

describe('where a unit’s work opens', () => {
  const products = [{ userProductId: 4, specialty: 'IM' as const }];
  test('a session, a book section, a deck', () => {
    expect(unitWorkPath({ open: 'qaSession', userProductId: 4, qaSessionId: 17 }, products)).toBe(
      '/questions/IM/qa/4/session/17',
    );
    expect(
      unitWorkPath({ open: 'bookSection', userProductId: 6, sectionId: 'heart-failure' }, products),
    ).toBe('/book/6/heart-failure');
    expect(unitWorkPath({ open: 'flashCards', userProductId: 5 }, products)).toBe(
      '/flashcards/5/study',
    );
  });
});
