import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { ID_MESSAGE, idParam, idValue, limitParam } from './endpoint';
import { qaSessionCreateRequest } from './qa';
import { qaEndpoints } from './qa-endpoints';

/** Spellings a lax parser reads as a number, each of which the API must refuse (decision 0409). */
const NOT_CANONICAL = [
  ' 1',
  '1 ',
  '\t1',
  '1\n',
  '01',
  '+1',
  '-1',
  '0x10',
  '0b1',
  '0o7',
  '1e1',
  '1E1',
  '1.0',
  '1.',
  '.5',
  '1_000',
  '1,000',
  '١',
  '１',
  '',
  ' ',
  'Infinity',
  'NaN',
];

const message = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('ids in a path or a query are canonical decimal integers', () => {
  test.each(['1', '7', '10', '12345', '2147483647'])('%j is read as a number', (text) => {
    expect(idParam.parse(text)).toBe(Number(text));
  });

  test.each([...NOT_CANONICAL, '0', '00', '2147483648', '9007199254740993', '1'.repeat(400)])(
    '%j is refused, with a sentence that says what an id looks like',
    (text) => {
      expect(message(idParam, text)).toBe(ID_MESSAGE);
    },
  );

  test('inside the process a number passes too (the SPA and the tests fill paths with numbers)', () => {
    expect(idParam.parse(12)).toBe(12);
    expect(idParam.safeParse(1.5).success).toBe(false);
    expect(idParam.safeParse(0).success).toBe(false);
    expect(idParam.safeParse(true).success).toBe(false);
  });

  test('the other whole numbers of paths and queries follow the same rule, 0 where 0 is allowed', () => {
    const elapsed = qaEndpoints.recordSecondsElapsed.params!;
    const item = qaEndpoints.answerQuestion.params!;
    expect(elapsed.parse({ qaSessionId: '3', secondsElapsed: '0' })).toEqual({
      qaSessionId: 3,
      secondsElapsed: 0,
    });
    for (const text of [...NOT_CANONICAL, '00', '1e9'])
      expect(elapsed.safeParse({ qaSessionId: '3', secondsElapsed: text }).success, text).toBe(
        false,
      );
    expect(item.safeParse({ qaSessionId: '3', position: '1' }).success).toBe(true);
    for (const text of [...NOT_CANONICAL, '0', '201'])
      expect(item.safeParse({ qaSessionId: '3', position: text }).success, text).toBe(false);

    const query = z.object({ limit: limitParam(20, 100) });
    expect(query.parse({})).toEqual({ limit: 20 });
    expect(query.parse({ limit: '100' })).toEqual({ limit: 100 });
    for (const text of [...NOT_CANONICAL, '0', '101'])
      expect(message(query, { limit: text }), text).toBe(
        'The limit must be a whole number from 1 to 100, written in digits only.',
      );
  });
});

describe('ids in a JSON body are JSON integers', () => {
  test.each([1, 42, 2_147_483_647])('%j passes', (id) => {
    expect(idValue.parse(id)).toBe(id);
  });

  test.each([
    true,
    false,
    null,
    '1',
    ' 1',
    1.5,
    0,
    -1,
    2_147_483_648,
    Number.POSITIVE_INFINITY,
    Number.NaN,
    [1],
    { id: 1 },
  ])('%j is refused', (value) => {
    expect(idValue.safeParse(value).success).toBe(false);
  });

  test('arrays of ids take integers only', () => {
    const base = { userProductId: 5, name: 'Mine', numberOfQuestions: 10, viewMode: 'tutor' };
    expect(qaSessionCreateRequest.safeParse({ ...base, topicIds: [1, 2] }).success).toBe(true);
    for (const topicIds of [[true], ['1'], [1.5], [0], [null]])
      expect(
        qaSessionCreateRequest.safeParse({ ...base, topicIds }).error?.issues[0]?.path,
        JSON.stringify(topicIds),
      ).toEqual(['topicIds', 0]);
    for (const userProductId of ['5', true, 5.5])
      expect(qaSessionCreateRequest.safeParse({ ...base, userProductId }).success).toBe(false);
  });
});
