import { describe, expect, test } from 'vitest';
import type { ScheduleFormValues } from './schedule-form';
import { scheduleForm } from './schedule-form-schema';

const form = scheduleForm('America/New_York');
const values: ScheduleFormValues = {
  productCode: 'IM-LIVE',
  title: '  Acid–Base in Ten Cases ',
  presenter: 'Dr. Ana Ruiz',
  description: '',
  startsAt: '2026-05-12T18:00',
  endsAt: '2026-05-12T19:30',
  streamUrl: '/api/3.0/live/demo-stream/index.m3u8',
};

const problems = (change: Partial<ScheduleFormValues>) =>
  Object.fromEntries(
    form
      .safeParse({ ...values, ...change })
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [],
  );

describe('the schedule-a-session form', () => {
  test('the times typed in the staff member’s zone are sent as instants; text trimmed', () => {
    expect(form.parse(values)).toEqual({
      ...values,
      title: 'Acid–Base in Ten Cases',
      startsAt: '2026-05-12T18:00:00-04:00',
      endsAt: '2026-05-12T19:30:00-04:00',
    });
  });

  test('every field left empty says what it needs, all at once', () => {
    expect(
      problems({
        productCode: '',
        title: ' ',
        presenter: '',
        startsAt: '',
        endsAt: '',
        streamUrl: '',
      }),
    ).toEqual({
      productCode: 'Choose a live product.',
      title: 'Give the session a title.',
      presenter: 'Name the presenter.',
      startsAt: 'Enter when the session starts.',
      endsAt: 'Enter when the session ends.',
      streamUrl: 'Give the stream’s address.',
    });
  });

  test('the end comes after the start', () => {
    expect(problems({ endsAt: '2026-05-12T18:00' })).toEqual({
      endsAt: 'End the session after it starts.',
    });
    expect(problems({ endsAt: '2026-05-11T19:30' })).toEqual({
      endsAt: 'End the session after it starts.',
    });
  });

  test('the stream is an https:// address or a path on this site, in the contract’s words', () => {
    expect(problems({ streamUrl: 'http://cdn.example.com/live.m3u8' })).toEqual({
      streamUrl: 'Give the stream as an https:// address or a path on this site.',
    });
    expect(form.safeParse({ ...values, streamUrl: 'https://cdn.example.com/a.m3u8' }).success).toBe(
      true,
    );
  });
});
