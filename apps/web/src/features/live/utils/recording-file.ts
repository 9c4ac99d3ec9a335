import {
  LIVE_RECORDING_MAX_BYTES,
  LIVE_RECORDING_MAX_MS,
  LIVE_RECORDING_TYPES,
  type LiveRecordingType,
} from '@boardready/contracts/live-rules';

const BY_EXTENSION: Record<string, LiveRecordingType> = {
  webm: 'video/webm',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
};

/** 'WebM, MP4, MP3 or M4A' */
export const RECORDING_KINDS = (() => {
  const names = Object.values(LIVE_RECORDING_TYPES);
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
})();

/** What the file input offers: the types and their usual extensions. */
export const RECORDING_ACCEPT = [
  ...Object.keys(BY_EXTENSION).map((extension) => `.${extension}`),
  ...Object.keys(LIVE_RECORDING_TYPES),
].join(',');

/**
 * The type a chosen file is sent as: the browser's when it is one the server takes, else by its
 * extension (systems name an .m4a 'audio/x-m4a', or give no type at all); null when neither.
 */
export function recordingTypeOf(file: { name: string; type: string }): LiveRecordingType | null {
  if (file.type in LIVE_RECORDING_TYPES) return file.type as LiveRecordingType;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  return (extension && BY_EXTENSION[extension]) || null;
}

const GB = 1024 ** 3;
const MB = 1024 ** 2;

/** 340 KB, 12.5 MB, 1.2 GB */
export function fileSize(bytes: number): string {
  if (bytes >= GB) return `${(bytes / GB).toFixed(1)} GB`;
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Why a chosen file cannot be sent, before a byte goes out; null when it can. */
export function recordingFileProblem(file: { name: string; type: string; size: number } | null) {
  if (!file) return "Choose the recording's file.";
  if (!recordingTypeOf(file)) return `Choose a ${RECORDING_KINDS} file.`;
  if (file.size === 0) return 'This file is empty.';
  if (file.size > LIVE_RECORDING_MAX_BYTES)
    return `This file is ${fileSize(file.size)}; a recording is at most ${fileSize(LIVE_RECORDING_MAX_BYTES)}.`;
  return null;
}

/** A length the server takes, in whole milliseconds; null when the browser found none. */
export function recordingLength(seconds: number): number | null {
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  const ms = Math.max(1, Math.round(seconds * 1000));
  return ms <= LIVE_RECORDING_MAX_MS ? ms : null;
}

/**
 * The recording's length as the browser reads it from the file (its metadata), in ms; null when
 * it cannot play the file or finds no length. A WebM made by MediaRecorder names none: seeking
 * far past its end makes the browser work it out.
 */
export function readRecordingLength(file: Blob, timeoutMs = 20_000): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const media = document.createElement(file.type.startsWith('audio/') ? 'audio' : 'video');
    let settled = false;
    const finish = (ms: number | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      media.removeAttribute('src');
      media.load();
      URL.revokeObjectURL(url);
      resolve(ms);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    media.preload = 'metadata';
    media.muted = true;
    media.onerror = () => finish(null);
    media.onloadedmetadata = () => {
      const ms = recordingLength(media.duration);
      if (ms !== null) return finish(ms);
      media.ondurationchange = () => {
        const found = recordingLength(media.duration);
        if (found !== null) finish(found);
      };
      media.currentTime = Number.MAX_SAFE_INTEGER;
    };
    media.src = url;
  });
}
