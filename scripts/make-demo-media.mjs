// Makes the demo lectures (issue 29, decision 1601) from content/media/<library>/source.yaml:
// slides drawn by ffmpeg, narration spoken by espeak-ng, captions from the same sentences, and
// the library's media.yaml with measured lengths. Run through scripts/make-demo-media.sh, which
// installs the tools; `node scripts/make-demo-media.mjs [library…]` remakes some libraries only.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { parse } from 'yaml';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mediaDir = path.join(root, 'content', 'media');
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const FONT_BOLD = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

const FPS = 2; // slides are still: two frames a second is plenty
const STEP = 1 / FPS; // slide boundaries fall on frames, so each chapter starts on a keyframe
const SAMPLE_RATE = 22050; // espeak-ng's rate
const SENTENCE_GAP = 0.3; // seconds of silence between two sentences of a slide
const SLIDE_TAIL = 0.5; // at least this much silence after a slide's narration
const TITLE_MAX = 32; // characters that fit at the title size, bold, on 640 px
const BULLET_WRAP = 46; // characters a bullet line holds at the bullet size (about 11.5 px each)
const FIRST_BASELINE = 120; // of the first bullet line
const LINE_HEIGHT = 29;
const BULLET_GAP = 9; // extra space between two bullets
const LAST_BASELINE = 306; // descenders end above the footer's rule at 318
const AUDIO_BITRATE = '20k'; // Opus speech; at 24k the ten demo lectures pass 2.4 MB
const WORDS_PER_MINUTE = 175;

const slug = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function run(command, args) {
  return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function probeSeconds(file) {
  const out = run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'csv=p=0',
    file,
  ]);
  return Number(out.trim());
}

/** Topic ids of a question bank, parents and children. */
function bankTopics(bank) {
  const file = path.join(root, 'content', 'qbanks', bank, 'bank.yaml');
  if (!existsSync(file)) throw new Error(`there is no question bank ${bank} (${file})`);
  const ids = new Set();
  const walk = (topics) => {
    for (const topic of topics ?? []) {
      ids.add(topic.id);
      walk(topic.children);
    }
  };
  walk(parse(readFileSync(file, 'utf8')).topics);
  return ids;
}

/** Greedy word wrap by characters: DejaVu Sans at the bullet size is about 12 px a character. */
function wrap(text, width) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function check(source, file) {
  const problems = [];
  const topics = bankTopics(source.bank);
  const ids = new Set();
  for (const lecture of source.lectures) {
    const where = `${file}: ${lecture.id}`;
    if (!slug.test(lecture.id ?? '')) problems.push(`${where}: id is not a lower-case slug`);
    if (ids.has(lecture.id)) problems.push(`${where}: id is used twice`);
    ids.add(lecture.id);
    if (!['video', 'audio'].includes(lecture.kind))
      problems.push(`${where}: kind is video or audio`);
    for (const field of ['title', 'speaker', 'description']) {
      if (!lecture[field]) problems.push(`${where}: ${field} is missing`);
    }
    if (!topics.has(lecture.topic))
      problems.push(`${where}: no topic '${lecture.topic}' in bank ${source.bank}`);
    if (!lecture.slides?.length) problems.push(`${where}: no slides`);
    for (const [index, slide] of (lecture.slides ?? []).entries()) {
      const at = `${where}: slide ${index + 1}`;
      if (!slide.title || slide.title.length > TITLE_MAX)
        problems.push(`${at}: the title is 1–${TITLE_MAX} characters`);
      if (slide.topic && !topics.has(slide.topic))
        problems.push(`${at}: no topic '${slide.topic}' in bank ${source.bank}`);
      if (!slide.narration?.length || slide.narration.length > 3)
        problems.push(`${at}: narration is 1–3 sentences`);
      if (lecture.kind === 'video') {
        const bullets = slide.bullets ?? [];
        const lines = bullets.flatMap((bullet) => wrap(bullet, BULLET_WRAP)).length;
        const last = FIRST_BASELINE + (lines - 1) * LINE_HEIGHT + (bullets.length - 1) * BULLET_GAP;
        if (bullets.length < 1 || bullets.length > 4) problems.push(`${at}: 1–4 bullets`);
        if (last > LAST_BASELINE)
          problems.push(`${at}: the bullets take ${lines} lines, too many to fit`);
      }
    }
  }
  if (problems.length) throw new Error(problems.join('\n'));
}

/** espeak-ng's 16-bit mono PCM, without the silence it leaves after the words. */
function speak(text, wav) {
  run('espeak-ng', ['-v', 'en-us', '-s', String(WORDS_PER_MINUTE), '-w', wav, text]);
  const bytes = readFileSync(wav);
  const data = bytes.indexOf('data', 12);
  const samples = new Int16Array(
    bytes.buffer.slice(bytes.byteOffset + data + 8, bytes.byteOffset + bytes.length),
  );
  let end = samples.length;
  while (end > 0 && Math.abs(samples[end - 1]) < 64) end -= 1;
  return samples.slice(0, end);
}

function writeWav(file, samples) {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + samples.length * 2, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(samples.length * 2, 40);
  writeFileSync(
    file,
    Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, samples.length * 2)]),
  );
}

/** The lecture's whole narration, slide by slide, with each slide's and sentence's times. */
function narrate(lecture, work) {
  const parts = [];
  const slides = [];
  const cues = [];
  let clock = 0;
  for (const [s, slide] of lecture.slides.entries()) {
    const start = clock;
    let offset = 0;
    for (const [n, sentence] of slide.narration.entries()) {
      if (n > 0) {
        parts.push(new Int16Array(Math.round(SENTENCE_GAP * SAMPLE_RATE)));
        offset += SENTENCE_GAP;
      }
      const speech = speak(sentence, path.join(work, `s${s}-${n}.wav`));
      const seconds = speech.length / SAMPLE_RATE;
      cues.push({ start: start + offset, end: start + offset + seconds, text: sentence });
      parts.push(speech);
      offset += seconds;
    }
    const length = Math.ceil((offset + SLIDE_TAIL) / STEP) * STEP;
    parts.push(new Int16Array(Math.round((length - offset) * SAMPLE_RATE)));
    slides.push({ ...slide, start, length });
    clock += length;
  }
  const all = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  const wav = path.join(work, 'narration.wav');
  writeWav(wav, all);
  return { wav, slides, cues, total: clock };
}

/**
 * One slide as a PNG: title, rule, bullets, and a footer naming the lecture. Text is placed by
 * its baseline (drawtext's y is the top of the line's tallest glyph, which varies by line).
 */
function drawSlide(lecture, slide, index, count, work) {
  const texts = [];
  const text = (value, options) => {
    const file = path.join(work, `t${index}-${texts.length}.txt`);
    writeFileSync(file, value);
    texts.push(
      `drawtext=fontfile=${options.bold ? FONT_BOLD : FONT}:textfile=${file}:expansion=none` +
        `:fontsize=${options.size}:fontcolor=${options.color}:x=${options.x}:y=${options.baseline}-ascent`,
    );
  };
  text(slide.title, { bold: true, size: 27, color: '0x14305A', x: 36, baseline: 55 });
  let baseline = FIRST_BASELINE;
  for (const bullet of slide.bullets ?? []) {
    const lines = wrap(bullet, BULLET_WRAP);
    text('•', { size: 21, color: '0x2F6DB5', x: 42, baseline });
    for (const line of lines) {
      text(line, { size: 21, color: '0x1A1A1A', x: 64, baseline });
      baseline += LINE_HEIGHT;
    }
    baseline += BULLET_GAP;
  }
  text(`${lecture.title} · ${lecture.speaker}`, {
    size: 14,
    color: '0x4A4A4A',
    x: 36,
    baseline: 340,
  });
  text(`${index + 1} / ${count}`, { size: 14, color: '0x4A4A4A', x: 'w-tw-36', baseline: 340 });
  const png = path.join(work, `slide${index}.png`);
  const filters = [
    'drawbox=x=0:y=0:w=iw:h=8:color=0x2F6DB5:t=fill',
    'drawbox=x=36:y=80:w=568:h=2:color=0xB8C7DA:t=fill',
    'drawbox=x=36:y=318:w=568:h=1:color=0xD0D0D0:t=fill',
    ...texts,
  ];
  run('ffmpeg', [
    '-v',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'color=c=0xFAF8F3:s=640x360:d=1',
    '-vf',
    filters.join(','),
    '-frames:v',
    '1',
    png,
  ]);
  return png;
}

// Metadata and encoder version strings would change the bytes on every machine.
const exact = [
  '-map_metadata',
  '-1',
  '-fflags',
  '+bitexact',
  '-flags:v',
  '+bitexact',
  '-flags:a',
  '+bitexact',
];
// 60 ms packets: a third of the container overhead of the default 20 ms, and no latency matters here
const opus = [
  '-c:a',
  'libopus',
  '-b:a',
  AUDIO_BITRATE,
  '-ac',
  '1',
  '-application',
  'voip',
  '-frame_duration',
  '60',
];

function encodeVideo(lecture, narration, work, out) {
  const pngs = narration.slides.map((slide, i) =>
    drawSlide(lecture, slide, i, narration.slides.length, work),
  );
  const inputs = narration.slides.flatMap((slide, i) => [
    '-loop',
    '1',
    '-framerate',
    String(FPS),
    '-t',
    slide.length.toFixed(3),
    '-i',
    pngs[i],
  ]);
  const count = narration.slides.length;
  const graph = `${pngs.map((_, i) => `[${i}:v]`).join('')}concat=n=${count}:v=1:a=0,format=yuv420p[v]`;
  const keyframes = narration.slides.map((slide) => slide.start.toFixed(3)).join(',');
  run('ffmpeg', [
    '-v',
    'error',
    '-y',
    ...inputs,
    '-i',
    narration.wav,
    '-filter_complex',
    graph,
    '-map',
    '[v]',
    '-map',
    `${count}:a`,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '40',
    '-deadline',
    'good',
    '-cpu-used',
    '2',
    '-threads',
    '1',
    '-row-mt',
    '0',
    '-g',
    String(FPS * 30),
    '-force_key_frames',
    keyframes,
    ...opus,
    '-t',
    narration.total.toFixed(3),
    ...exact,
    out,
  ]);
}

function encodeAudio(narration, out) {
  run('ffmpeg', ['-v', 'error', '-y', '-i', narration.wav, ...opus, ...exact, out]);
}

function vttTime(seconds) {
  const ms = Math.round(seconds * 1000);
  const h = String(Math.floor(ms / 3600000)).padStart(2, '0');
  const m = String(Math.floor((ms % 3600000) / 60000)).padStart(2, '0');
  const s = String(Math.floor((ms % 60000) / 1000)).padStart(2, '0');
  return `${h}:${m}:${s}.${String(ms % 1000).padStart(3, '0')}`;
}

function captions(lecture, cues) {
  const blocks = cues.map(
    (cue, i) => `${i + 1}\n${vttTime(cue.start)} --> ${vttTime(cue.end)}\n${cue.text}`,
  );
  return `WEBVTT - ${lecture.title}\n\n${blocks.join('\n\n')}\n`;
}

/**
 * A YAML scalar: plain when that reads back as the same string, else double-quoted. Inside a
 * flow mapping ({ … }) a comma ends the value, so there it is quoted too.
 */
function scalar(value, flow = false) {
  const text = String(value);
  const plain =
    /^[A-Za-z(][^:#{}[\]&*!|>'"%@`]*$/.test(text) &&
    !/\s$/.test(text) &&
    !(flow && text.includes(','));
  return plain ? text : JSON.stringify(text);
}

function folded(text, indent) {
  return `>-\n${wrap(text, 96)
    .map((line) => `${indent}${line}`)
    .join('\n')}`;
}

function seconds(value) {
  return Number(value.toFixed(2));
}

function manifest(source, lectures) {
  const lines = [
    `# ${source.title} (format: content/media/README.md). Lecture ids are permanent.`,
    '# Made by scripts/make-demo-media.sh from source.yaml: edit that and remake, not this file.',
    `code: ${source.code}`,
    `title: ${scalar(source.title)}`,
    `specialty: ${source.specialty}`,
    `products: [${source.products.join(', ')}]`,
    `bank: ${source.bank}`,
    'lectures:',
  ];
  for (const { lecture, durationSeconds, chapters } of lectures) {
    lines.push(
      `  - id: ${lecture.id}`,
      `    title: ${scalar(lecture.title)}`,
      `    kind: ${lecture.kind}`,
      `    speaker: ${scalar(lecture.speaker)}`,
      `    topic: ${lecture.topic}`,
      `    description: ${folded(lecture.description, '      ')}`,
      `    file: ${lecture.file}`,
      `    mimeType: ${lecture.mimeType}`,
      `    captions: ${lecture.captions}`,
      `    durationSeconds: ${durationSeconds}`,
      '    chapters:',
      ...chapters.map(
        (chapter) =>
          `      - { start: ${chapter.start}, title: ${scalar(chapter.title, true)}, topic: ${chapter.topic} }`,
      ),
    );
  }
  const text = `${lines.join('\n')}\n`;
  // the text must read back as exactly what was meant
  const meant = {
    code: source.code,
    title: source.title,
    specialty: source.specialty,
    products: source.products,
    bank: source.bank,
    lectures: lectures.map(({ lecture, durationSeconds, chapters }) => ({
      id: lecture.id,
      title: lecture.title,
      kind: lecture.kind,
      speaker: lecture.speaker,
      topic: lecture.topic,
      description: lecture.description,
      file: lecture.file,
      mimeType: lecture.mimeType,
      captions: lecture.captions,
      durationSeconds,
      chapters,
    })),
  };
  if (!isDeepStrictEqual(parse(text), meant))
    throw new Error(`${source.code}: media.yaml would not read back`);
  return text;
}

function makeLibrary(code) {
  const dir = path.join(mediaDir, code);
  const sourceFile = path.join(dir, 'source.yaml');
  const source = parse(readFileSync(sourceFile, 'utf8'));
  check(source, path.relative(root, sourceFile));
  const filesDir = path.join(dir, 'files');
  mkdirSync(filesDir, { recursive: true });
  const made = [];
  for (const lecture of source.lectures) {
    const work = mkdtempSync(path.join(tmpdir(), `demo-media-${lecture.id}-`));
    try {
      const video = lecture.kind === 'video';
      const file = `${lecture.id}.${video ? 'webm' : 'ogg'}`;
      const narration = narrate(lecture, work);
      const out = path.join(filesDir, file);
      if (video) encodeVideo(lecture, narration, work, out);
      else encodeAudio(narration, out);
      writeFileSync(path.join(filesDir, `${lecture.id}.vtt`), captions(lecture, narration.cues));
      const durationSeconds = Number(probeSeconds(out).toFixed(1));
      if (durationSeconds < 45 || durationSeconds > 90) {
        console.warn(`${code}/${lecture.id}: ${durationSeconds} s, outside the 45–90 s aimed at`);
      }
      made.push({
        lecture: {
          ...lecture,
          file,
          mimeType: video ? 'video/webm' : 'audio/ogg',
          captions: `${lecture.id}.vtt`,
        },
        durationSeconds,
        chapters: narration.slides.map((slide) => ({
          start: seconds(slide.start),
          title: slide.title,
          topic: slide.topic ?? lecture.topic,
        })),
      });
      console.info(`${code}/${file}: ${durationSeconds} s, ${narration.slides.length} chapters`);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  // files no lecture names any more would be copied to every server's storage for nothing
  const named = new Set(made.flatMap(({ lecture }) => [lecture.file, lecture.captions]));
  for (const name of readdirSync(filesDir)) {
    if (!named.has(name)) rmSync(path.join(filesDir, name));
  }
  writeFileSync(path.join(dir, 'media.yaml'), manifest(source, made));
}

const wanted = process.argv.slice(2);
const libraries = readdirSync(mediaDir, { withFileTypes: true })
  .filter(
    (entry) => entry.isDirectory() && existsSync(path.join(mediaDir, entry.name, 'source.yaml')),
  )
  .map((entry) => entry.name)
  .filter((name) => wanted.length === 0 || wanted.includes(name))
  .sort();
const unknown = wanted.filter((name) => !libraries.includes(name));
if (unknown.length) {
  console.error(`no content/media/<library>/source.yaml for: ${unknown.join(', ')}`);
  process.exit(1);
}
try {
  for (const code of libraries) makeLibrary(code);
} catch (error) {
  console.error(error.stderr ? `${error.message}\n${error.stderr}` : error.message);
  process.exit(1);
}
