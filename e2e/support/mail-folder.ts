import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * The mail folder of the server under test (MAIL_DIR, by default DATA_DIR/mail outside
 * production): each mail whole, links included, as its recipient gets it. Staff never see links.
 * Each project names its server's data folder (playwright.config.ts: the flags specs have their own).
 */
const mailDir = () => path.resolve(String(test.info().project.metadata.dataDir), 'mail');

interface FolderMail {
  to: string;
  subject: string;
  text: string;
}

async function readFolder(): Promise<FolderMail[]> {
  const folder = mailDir();
  const files = (await readdir(folder).catch(() => [] as string[]))
    .filter((f) => f.endsWith('.eml'))
    .sort();
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(path.join(folder, file), 'utf8');
      const split = raw.indexOf('\r\n\r\n');
      const headers = raw.slice(0, split);
      const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'm').exec(headers)?.[1] ?? '';
      return {
        to: header('To').trim(),
        subject: header('Subject').trim(),
        text: raw.slice(split + 4),
      };
    }),
  );
}

/** The newest text matching `pattern` (its first group) in the mail to `to`; waits for it. */
async function newestMailed(to: string, pattern: RegExp, what: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await readFolder()).filter((m) => m.to === to.toLowerCase());
        found = mails.map((m) => pattern.exec(m.text)?.[1]).findLast(Boolean);
        return found;
      },
      { message: `${what} mailed to ${to}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return found!;
}

/**
 * The newest link to `linkPath` (e.g. /resetpassword) mailed to `to`, as a path and query to open
 * in the page; waits for it, as the server mails after answering.
 */
export function mailedLink(to: string, linkPath: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s/]+(${linkPath}\\?token=[A-Za-z0-9_%-]+)`);
  return newestMailed(to, pattern, `a ${linkPath} link`);
}

/** The newest invitation link (/join/…, issue 27) mailed to `to`, as a path to open. */
export function mailedInvitationLink(to: string): Promise<string> {
  return newestMailed(to, /https?:\/\/[^\s/]+(\/join\/[A-Za-z0-9_-]+)/, 'an invitation link');
}
