import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { MediaFile, MediaLibraryContent } from './media-content';

/**
 * Where the lectures' bytes live (decision 1601): a small interface the file endpoint streams
 * from, so that the app does not care where. Today a folder on the server's disk (MEDIA_DIR,
 * default DATA_DIR/media); when one disk no longer holds the libraries, or several servers must
 * share one copy, an S3-compatible implementation fits the same calls (HEAD for stat, a ranged
 * GET for read, PUT for put, DELETE for remove) with no change to the routes. The validators (ETag,
 * Last-Modified) are not the store's: they come from the lecture's row, so every server and
 * every store answers the same ones.
 */
export interface MediaStorage {
  /** The stored object's size, or undefined when there is none. */
  stat(key: string): Promise<{ size: number } | undefined>;
  /** Its bytes from `start` to `end` inclusive (the whole object without a range), as a stream. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable>;
  /** Stores a local file under `key`, replacing what was there as one step. */
  put(key: string, sourceFile: string): Promise<void>;
  /** Removes the object (none there: no change). */
  remove(key: string): Promise<void>;
}

/** library-code/file-name, as media-content.ts makes them: nothing that could leave the folder. */
const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*\/[A-Za-z0-9][A-Za-z0-9._-]*$/;

export function fileSystemStorage(root: string): MediaStorage {
  const pathOf = (key: string) => {
    if (!KEY.test(key) || key.includes('..')) throw new Error(`not a media key: ${key}`);
    return path.join(root, key);
  };
  return {
    async stat(key) {
      const info = await stat(pathOf(key)).catch(() => undefined);
      return info?.isFile() ? { size: info.size } : undefined;
    },
    async read(key, range) {
      // Opened before the answer starts: a missing file fails here, not halfway through a 206.
      const handle = await open(pathOf(key), 'r');
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },
    async put(key, sourceFile) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Copied aside and renamed: a server reading the file meanwhile sees the old or the new one.
      const partial = `${target}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await copyFile(sourceFile, partial);
        await rename(partial, target);
      } finally {
        await rm(partial, { force: true });
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/**
 * Puts the shipped files of the libraries into storage when missing or of a different size (a
 * release that changed a file). Comparing sizes, not bytes, keeps a start cheap on a remote
 * store; a file changed to one of the very same size needs a new file name.
 */
export async function stockStorage(storage: MediaStorage, libraries: MediaLibraryContent[]) {
  const files = libraries.flatMap((library) =>
    library.lectures.flatMap((lecture) =>
      lecture.captions ? [lecture.file, lecture.captions] : [lecture.file],
    ),
  );
  return stockFiles(storage, files);
}

/** Puts shipped files into storage when missing or of a different size (see stockStorage). */
export async function stockFiles(storage: MediaStorage, files: MediaFile[]) {
  let copied = 0;
  for (const file of files) {
    const stored = await storage.stat(file.key);
    if (stored?.size === file.size) continue;
    await storage.put(file.key, file.source);
    copied++;
  }
  return { files: files.length, copied };
}
