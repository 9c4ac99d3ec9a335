import {
  MIN_PEERS_FOR_PERCENTILE,
  MIN_TOPIC_ANSWERS,
} from '@boardready/contracts/program-dashboard-rules';
import { describe, expect, test } from 'vitest';
import { csvText, fileSlug, residentsCsvFilename } from './csv';
import { weekStartsOf } from './service';
import { pooledPercent, rankAmong, standingPercentile, type Tally } from './standing';

const of = (answered: number, correct: number): Tally => ({ answered, correct });

describe('the standing among peers (decision 1403)', () => {
  test('shares are compared exactly, not as rounded percents', () => {
    // 2/3 and 667/1000 round alike to 66.7 %, but 2/3 is less
    expect(rankAmong(of(1000, 667), [of(30, 20)])).toEqual({ peers: 1, below: 1, equal: 0 });
    expect(rankAmong(of(30, 20), [of(60, 40), of(1000, 667)])).toEqual({
      peers: 2,
      below: 0,
      equal: 1,
    });
  });

  test('peers with fewer than five answers in the topic are not ranked', () => {
    expect(MIN_TOPIC_ANSWERS).toBe(5);
    expect(rankAmong(of(10, 5), [of(4, 0), of(5, 0), of(0, 0)])).toEqual({
      peers: 1,
      below: 1,
      equal: 0,
    });
  });

  test('the midpoint percentile: those below and half of those tied, over the peers', () => {
    const mine = of(40, 30);
    const peers = [of(30, 20), of(10, 5), of(30, 25), of(5, 2), of(50, 25)];
    expect(standingPercentile(mine, rankAmong(mine, peers))).toBe(80);
    // tied with every peer: the middle
    const same = [of(20, 10), of(10, 5), of(40, 20), of(6, 3)];
    expect(standingPercentile(of(8, 4), rankAmong(of(8, 4), same))).toBe(50);
    // above all of them, below all of them
    expect(standingPercentile(of(10, 10), rankAmong(of(10, 10), same))).toBe(100);
    expect(standingPercentile(of(10, 0), rankAmong(of(10, 0), same))).toBe(0);
  });

  test('no percentile with too few answers of one’s own, or too few peers to hide each one', () => {
    const peers = [of(20, 10), of(10, 5), of(40, 20), of(6, 3)];
    expect(peers).toHaveLength(MIN_PEERS_FOR_PERCENTILE);
    expect(standingPercentile(of(4, 4), rankAmong(of(4, 4), peers))).toBeNull();
    expect(standingPercentile(of(5, 4), rankAmong(of(5, 4), peers))).toBe(100);
    expect(standingPercentile(of(5, 4), rankAmong(of(5, 4), peers.slice(1)))).toBeNull();
  });

  test('the pooled share of several learners, in percent with one decimal', () => {
    expect(pooledPercent([of(40, 30), of(30, 20), of(10, 5)])).toBe(68.8);
    expect(pooledPercent([])).toBeNull();
    expect(pooledPercent([of(0, 0)])).toBeNull();
  });
});

describe('the weeks of the dashboard', () => {
  test('Mondays (UTC), oldest first, the last one this week', () => {
    // a Sunday evening and the Monday after it
    expect(weekStartsOf(new Date('2025-03-23T23:59:00Z'), 3).map((d) => d.toISOString())).toEqual([
      '2025-03-03T00:00:00.000Z',
      '2025-03-10T00:00:00.000Z',
      '2025-03-17T00:00:00.000Z',
    ]);
    expect(weekStartsOf(new Date('2025-03-24T00:00:00Z'), 1)[0]!.toISOString()).toBe(
      '2025-03-24T00:00:00.000Z',
    );
  });
});

describe('the residents CSV', () => {
  test('text a spreadsheet would run as a formula is led by an apostrophe', () => {
    for (const text of ['=1+1', '+1', '-2', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvText(text)).toBe(`'${text}`);
    }
    expect(csvText('Ruth Adams')).toBe('Ruth Adams');
    expect(csvText(null)).toBeNull();
  });

  test('the file is named after the program and the day, in plain ASCII', () => {
    const day = new Date('2025-03-20T10:00:00Z');
    expect(residentsCsvFilename('Riverside Internal Medicine Residency', day)).toBe(
      'riverside-internal-medicine-residency-residents-2025-03-20.csv',
    );
    expect(fileSlug('Clínica Médica — São Paulo "A"')).toBe('clinica-medica-sao-paulo-a');
    expect(fileSlug('"/\\"')).toBe('program');
  });
});
