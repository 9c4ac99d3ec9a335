import { readFile } from 'node:fs/promises';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { parse, stringify } from 'yaml';
import { expect, expectAccessible, signInAs, test } from '../support/fixtures';

/**
 * Import & export (issue 26, decision 1303): a content manager downloads a bank as a zip of its
 * folder, uploads it, reads the dry run, and imports a changed question as a new version; a broken
 * file is named with its question and field. Driven by keyboard where a person would.
 */

type Files = Record<string, string>;
const zip = (files: Files) =>
  Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))),
  );
const upload = (name: string, files: Files) => ({
  name,
  mimeType: 'application/zip',
  buffer: zip(files),
});

test.describe('Import & export of banks and decks', () => {
  test('a content manager exports a bank, checks it unchanged, imports a new version and is told of a broken file', async ({
    page,
  }) => {
    await signInAs(page, 'curator');
    await page.goto('/ngadmin/cms/packages');
    await expect(page.getByRole('heading', { level: 1, name: 'Import & export' })).toBeVisible();
    const banks = page.getByRole('region', { name: 'Question banks' });
    await expect(banks.getByRole('link', { name: /\(bank ms\) as a zip/ })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Flash-card decks' }).getByRole('link', {
        name: /\(deck im\) as a zip/,
      }),
    ).toBeVisible();
    await expectAccessible(page);

    // The download: the ms bank's folder, as content/qbanks/ms holds it.
    const downloading = page.waitForEvent('download');
    await banks.getByRole('link', { name: /\(bank ms\) as a zip/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('bank-ms.zip');
    const exported: Files = Object.fromEntries(
      Object.entries(unzipSync(await readFile((await download.path())!))).map(([n, d]) => [
        n,
        strFromU8(d),
      ]),
    );
    expect(parse(exported['ms/bank.yaml']!)).toMatchObject({ code: 'ms', idPrefix: 'MS' });

    // Uploaded as it is: the dry run says nothing would change.
    const fileInput = page.getByLabel('Archive (.zip)');
    await fileInput.setInputFiles(upload('bank-ms.zip', exported));
    await page.getByRole('button', { name: 'Check archive' }).press('Enter');
    const dryRun = page.getByRole('heading', { name: /^Dry run of bank-ms\.zip: bank ms/ });
    await expect(dryRun).toBeFocused();
    await expect(page.getByRole('button', { name: 'Nothing to import' })).toBeDisabled();
    await expect(page.getByText('The database already holds this archive as it is.')).toBeVisible();

    // One question edited with its version raised: a new version, imported by keyboard.
    const file = Object.keys(exported)
      .filter((name) => name.startsWith('ms/questions/'))
      .sort()
      .at(-1)!;
    const questions = parse(exported[file]!) as Record<string, unknown>[];
    const question = questions.at(-1)!;
    const id = String(question.id);
    const version = Number(question.version);
    question.version = version + 1;
    question.educationalObjective = `${question.educationalObjective} Revised for the e2e test.`;
    await fileInput.setInputFiles(
      upload('bank-ms-edited.zip', { ...exported, [file]: stringify(questions) }),
    );
    await page.getByRole('button', { name: 'Check archive' }).press('Enter');
    await expect(
      page.getByRole('heading', { name: /^Dry run of bank-ms-edited\.zip/ }),
    ).toBeFocused();
    const summary = page.locator('dl');
    await expect(summary.getByText('New versions').locator('..')).toContainText('1');
    const row = page.getByRole('row', { name: new RegExp(id) });
    await expect(row).toContainText('New version');
    await expect(row).toContainText(`${version} → ${version + 1}`);
    await expectAccessible(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Import into bank ms' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: 'Imported bank-ms-edited.zip' }),
    ).toContainText('into bank ms. Questions: 1 new version.');

    // A broken file: refused, naming the file, the question and the field.
    const broken = parse(exported[file]!) as Record<string, unknown>[];
    broken[0]!.correct = 'F';
    await fileInput.setInputFiles(
      upload('bank-ms-broken.zip', { ...exported, [file]: stringify(broken) }),
    );
    await page.getByRole('button', { name: 'Check archive' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('nothing was imported');
    await expect(alert).toContainText(`${file}: ${String(broken[0]!.id)}: choices`);
    await expect(alert).toContainText("the correct key 'F' is not a choice");
    await expectAccessible(page);
  });

  test('the screen fits a phone: every bank and deck can be downloaded without scrolling sideways @phone', async ({
    page,
  }) => {
    await signInAs(page, 'curator');
    await page.goto('/ngadmin/cms/packages');
    await expect(page.getByRole('link', { name: /\(bank im\) as a zip/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Check archive' })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });

  test('a learner is told the screen needs the content manager right', async ({ page }) => {
    await signInAs(page, 'learner');
    await page.goto('/ngadmin/cms/packages');
    await expect(page.getByRole('alert')).toContainText('content manager right');
  });
});
