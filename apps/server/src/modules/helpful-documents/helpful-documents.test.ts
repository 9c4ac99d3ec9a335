import type { CorrectionsResponse } from '@boardready/contracts';
import { HELPFUL_DOCUMENTS } from '@boardready/contracts/helpful-documents';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { as, createTestApp, signIn, type TestApp } from '../../test/test-app';
import { parseDocument } from './markdown';

describe('Helpful Stuff documents', () => {
  let t: TestApp;
  let learner: ReturnType<typeof as>;

  beforeAll(async () => {
    t = await createTestApp();
    learner = as(t.app, await signIn(t.app, 'learner@demo.test'));
  });
  afterAll(() => t.close());

  test('[HELP-09] [HELP-10] [HELP-11] every document is a PDF of this app, signed in or not', async () => {
    for (const name of HELPFUL_DOCUMENTS) {
      const url = `/helpfulstuff/documents/${name}.pdf`;
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('application/pdf');
      expect(response.headers['content-disposition'], url).toBe(`inline; filename="${name}.pdf"`);
      expect(response.rawPayload.subarray(0, 5).toString('latin1'), url).toBe('%PDF-');
      expect(response.rawPayload.length, url).toBeGreaterThan(8_000);
      const pdf = await PDFDocument.load(response.rawPayload);
      expect(pdf.getTitle(), url).toMatch(/^BoardReady /);
      expect(pdf.getPageCount(), url).toBeGreaterThanOrEqual(2);
      expect(pdf.getPageCount(), url).toBeLessThanOrEqual(4);
    }
  });

  test('the same document twice is the same bytes (made once, then kept)', async () => {
    const url = '/helpfulstuff/documents/im-study-guide.pdf';
    const [a, b] = await Promise.all([
      learner({ method: 'GET', url }),
      t.app.inject({ method: 'GET', url }),
    ]);
    expect(Buffer.compare(a.rawPayload, b.rawPayload)).toBe(0);
  });

  test('an unknown document is a clear 404, never the SPA', async () => {
    for (const file of ['nope.pdf', 'im-study-guide.txt', 'im-study-guide', '..%2Fsecret.pdf']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/helpfulstuff/documents/${file}`,
      });
      expect(response.statusCode, file).toBe(404);
      expect(response.json().error.code, file).toBe('not_found');
    }
    const response = await t.app.inject({ method: 'GET', url: '/helpfulstuff/documents/x.pdf' });
    expect(response.json().error.message).toBe("There is no document named 'x.pdf'.");
  });

  test('Corrections & Updates lists the questions the bank marks as revised or retired', async () => {
    const response = await learner({ method: 'GET', url: '/api/2.0/helpfulstuff/corrections/im' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as CorrectionsResponse;
    expect(body.specialty).toBe('im');
    expect(body.corrections).toContainEqual(
      expect.objectContaining({ code: 'IM-0041', change: 'retired', version: 1 }),
    );
    for (const c of body.corrections) expect(c.code).toMatch(/^IM-/);
    const peds = await learner({ method: 'GET', url: '/api/2.0/helpfulstuff/corrections/peds' });
    expect((peds.json() as CorrectionsResponse).corrections.map((c) => c.code)).toContain(
      'PEDS-0041',
    );
  });

  test('Corrections & Updates: signed out 401; a specialty without a page 400', async () => {
    const out = await t.app.inject({ method: 'GET', url: '/api/2.0/helpfulstuff/corrections/im' });
    expect(out.statusCode).toBe(401);
    const ms = await learner({ method: 'GET', url: '/api/2.0/helpfulstuff/corrections/ms' });
    expect(ms.statusCode).toBe(400);
    expect(ms.json().error.message).toMatch(/Use im or peds/);
  });
});

describe('the documents’ Markdown', () => {
  test('headings, lists, wrapped items, tables and bold', () => {
    const doc = parseDocument(
      'x.md',
      '# Title\n\n## Part\nSome text\nmore text.\n\n- **One** item\n  continued\n- two\n\n| A | B |\n|---|---|\n| 1 | 2 |\n',
    );
    expect(doc).toEqual({
      title: 'Title',
      blocks: [
        { kind: 'heading', level: 2, text: 'Part' },
        { kind: 'paragraph', text: 'Some text more text.' },
        { kind: 'list', ordered: false, items: ['**One** item continued', 'two'] },
        { kind: 'table', header: ['A', 'B'], rows: [['1', '2']] },
      ],
    });
  });

  test('anything else is refused with its file and line', () => {
    expect(() => parseDocument('x.md', 'no title')).toThrow('x.md:1: a document starts');
    expect(() => parseDocument('x.md', '# T\n\n> quote')).toThrow('x.md:3: unsupported Markdown');
    expect(() => parseDocument('x.md', '# T\n| a | b |\n|---|---|\n| 1 |')).toThrow(
      'x.md:4: this row has 1 cells',
    );
  });
});
