import 'media-chrome/media-controller';
import 'media-chrome/media-control-bar';
import 'media-chrome/media-play-button';
import 'media-chrome/media-seek-backward-button';
import 'media-chrome/media-seek-forward-button';
import 'media-chrome/media-time-range';
import 'media-chrome/media-time-display';
import 'media-chrome/media-mute-button';
import 'media-chrome/media-volume-range';
import 'media-chrome/media-pip-button';
import 'media-chrome/media-fullscreen-button';
import 'media-chrome/media-loading-indicator';
import 'media-chrome/media-live-button';
import 'media-chrome/menu/media-chrome-menu-item';
import 'media-chrome/menu/media-playback-rate-menu';
import 'media-chrome/menu/media-playback-rate-menu-button';
import { PLAYBACK_RATES } from '@boardready/contracts/media-rules';
import { MediaCaptionsButton } from 'media-chrome/media-captions-button';
import { type RefCallback, useCallback, useEffect, useState } from 'react';

/**
 * media-chrome's captions button says whether captions are on with aria-checked, which a
 * 'button' may not carry: it is a switch, which may (and is read as "on" or "off").
 */
class CaptionsSwitch extends MediaCaptionsButton {
  override connectedCallback() {
    super.connectedCallback();
    this.setAttribute('role', 'switch');
  }
}
if (!customElements.get('br-captions-switch'))
  customElements.define('br-captions-switch', CaptionsSwitch);

/** A screen has one player: media-chrome finds its menu by this id (a CSS selector). */
const RATE_MENU_ID = 'media-rate-menu';
const PLAYER_BOX_ID = 'media-player-box';
const SEEK_STEP_SECONDS = 10;

/**
 * The controls' look: the house's brand on a dark band in either theme (fixed colours: the
 * palette's would turn light in the dark theme). The page's CSS reset takes the padding off the
 * controls' hosts, so it is given back here, tighter on a phone; the focus ring is white, inside
 * the control (the player's edge would cut an outer one; important, as the page's own focus
 * rule is outside the utilities' layer). What the browser cannot do
 * (picture-in-picture, fullscreen, volume) is hidden, not shown disabled.
 */
const CONTROLLER =
  'block w-full [--media-accent-color:var(--color-brand-600)] [--media-font-family:var(--font-sans)] [--media-primary-color:#fff] [--media-control-background:rgb(15_23_42/0.85)] [--media-control-hover-background:rgb(51_65_85/0.95)] [--media-menu-background:rgb(15_23_42/0.95)] [--media-range-track-height:5px] [--media-tooltip-display:none] [&_media-control-bar>:not(span)]:p-1.5 sm:[&_media-control-bar>:not(span)]:p-2.5 [&_media-control-bar>:focus-visible]:outline-[#fff]! [&_media-control-bar>:focus-visible]:-outline-offset-2!';
const UNAVAILABLE_HIDDEN =
  '[&[mediapipunavailable]]:hidden [&[mediafullscreenunavailable]]:hidden [&[mediavolumeunavailable]]:hidden';
const BAR = 'w-full';

export interface MediaPlayerProps {
  kind: 'video' | 'audio';
  /** the file it plays; none when a script attaches the stream itself (hls.js on a live page) */
  src?: string | undefined;
  /** what plays: the video's accessible name, and an audio player's face */
  title: string;
  /** an audio player's face, under its title: what it is ('Audio lecture') and who speaks */
  face?: { label: string; subtitle: string } | undefined;
  captions?: { url: string; language: string } | null | undefined;
  /**
   * 'live': a live stream's controls (issue 29 live streams): no seeking bar, skips or speeds, and
   * a LIVE button that goes back to the live edge
   */
  streamType?: 'on-demand' | 'live';
  /** the player's <video> or <audio>, once it is there (null when it goes) */
  mediaRef: RefCallback<HTMLMediaElement>;
}

/**
 * The app's media player (issue 29, decision 1601): media-chrome's controls around the browser's
 * own <video> or <audio>, in a chunk of its own that only the lecture and live screens load. Play
 * and pause, seek (the bar, ±10 s), time, mute and volume, speed (PLAYBACK_RATES), captions (the
 * browser's text track, off until asked for), picture-in-picture and fullscreen where the browser
 * has them; the keyboard drives it through media-chrome's hotkeys (space or k, arrows, m, c, f,
 * <, >).
 */
export function MediaPlayer({
  kind,
  src,
  title,
  face,
  captions,
  streamType = 'on-demand',
  mediaRef,
}: MediaPlayerProps) {
  const video = kind === 'video';
  const live = streamType === 'live';
  const [controller, setController] = useState<HTMLElement | null>(null);
  const [media, setMedia] = useState<HTMLMediaElement | null>(null);
  const handleMedia = useCallback(
    (element: HTMLMediaElement | null) => {
      setMedia(element);
      mediaRef(element);
    },
    [mediaRef],
  );
  useCaptionsAboveControls(controller, media);
  const track = captions && (
    <track
      kind="captions"
      src={captions.url}
      srcLang={captions.language}
      label={captionsLabel(captions.language)}
    />
  );

  return (
    <div id={PLAYER_BOX_ID} className="relative overflow-hidden rounded-xl bg-[#020617] shadow-sm">
      {!video && face && <AudioFace title={title} face={face} />}
      <media-controller
        ref={setController}
        audio={!video}
        defaultstreamtype={streamType}
        keyboardforwardseekoffset={SEEK_STEP_SECONDS}
        keyboardbackwardseekoffset={SEEK_STEP_SECONDS}
        // an audio player is positioned by its box (the title above it), where its menu opens
        className={`${CONTROLLER} ${video ? 'aspect-video' : 'static overflow-visible'}`}
        data-testid="media-player"
      >
        {video ? (
          // biome-ignore lint/a11y/useMediaCaption: the captions track comes with the media, when it has one
          <video
            ref={handleMedia}
            slot="media"
            src={src}
            preload="metadata"
            playsInline
            aria-label={title}
            className="bg-[#000] object-contain"
          >
            {track}
          </video>
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: the transcript beside the player follows the words
          <audio ref={handleMedia} slot="media" src={src} preload="metadata" />
        )}
        {video && <media-loading-indicator slot="centered-chrome" />}
        {!live && (
          <media-control-bar className={BAR}>
            <media-time-range className="min-w-0 flex-1 py-0!" />
          </media-control-bar>
        )}
        <media-control-bar className={BAR}>
          <media-play-button />
          {live ? (
            <media-live-button />
          ) : (
            <>
              <media-seek-backward-button seekoffset={SEEK_STEP_SECONDS} />
              <media-seek-forward-button seekoffset={SEEK_STEP_SECONDS} />
              <media-time-display showduration className="min-w-0" />
            </>
          )}
          <span className="flex-1 self-stretch bg-[var(--media-control-background)]" />
          <media-mute-button />
          <media-volume-range className={`max-sm:hidden ${UNAVAILABLE_HIDDEN}`} />
          {!live && <media-playback-rate-menu-button invoketarget={RATE_MENU_ID} />}
          {video && captions && <br-captions-switch />}
          {video && <media-pip-button className={UNAVAILABLE_HIDDEN} />}
          {video && <media-fullscreen-button className={UNAVAILABLE_HIDDEN} />}
        </media-control-bar>
        {/* After the bars, so that it opens over them; an audio player's menu opens over the
            title (its bounds), as its bar has no room for it. */}
        {!live && (
          <media-playback-rate-menu
            id={RATE_MENU_ID}
            className="absolute"
            hidden
            anchor="auto"
            bounds={video ? undefined : PLAYER_BOX_ID}
            rates={PLAYBACK_RATES.join(' ')}
          />
        )}
      </media-controller>
    </div>
  );
}

/** An audio player's face, where a video would be: what is playing and who speaks. */
function AudioFace({ title, face }: { title: string; face: { label: string; subtitle: string } }) {
  return (
    <div className="flex aspect-[3/1] min-h-48 flex-col justify-end gap-1 bg-linear-to-br from-[#1d4ed8] to-[#0f172a] p-4 text-[#fff] sm:p-6">
      <p className="text-xs font-semibold tracking-wide text-[#dbeafe] uppercase">{face.label}</p>
      <p className="text-lg font-bold text-balance sm:text-2xl">{title}</p>
      <p className="text-sm text-[#dbeafe]">{face.subtitle}</p>
    </div>
  );
}

/** The captions' name in the browser's captions menu: the language in its own words. */
function captionsLabel(language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  } catch {
    return language;
  }
}

/** The browsers draw captions at 5% of the video's height, in lines of about 6%. */
const CAPTION_FONT = 0.05;
const CAPTION_LINE = 0.06;

/**
 * The captions stand above the control bars, which lie over the video's foot. A cue's line
 * (VTTCue.line, counted up from the bottom) is where its first line goes, so each cue is raised
 * by the bars' height and by its own lines (its length over the characters a line holds at the
 * captions' size), as the player is resized and as the cues arrive.
 */
function useCaptionsAboveControls(controller: HTMLElement | null, media: HTMLMediaElement | null) {
  useEffect(() => {
    if (!controller || !(media instanceof HTMLVideoElement) || typeof VTTCue === 'undefined')
      return;
    const place = () => {
      const { clientWidth: width, clientHeight: height } = controller;
      if (!height || !width) return;
      let bars = 0;
      for (const bar of controller.querySelectorAll<HTMLElement>('media-control-bar'))
        bars += bar.offsetHeight;
      const barLines = Math.ceil(bars / (height * CAPTION_LINE));
      // a character is about half the font's size wide; a cue takes at most 90% of the width
      const perLine = Math.max(1, Math.floor((0.9 * width) / (0.5 * CAPTION_FONT * height)));
      for (const track of Array.from(media.textTracks)) {
        for (const cue of Array.from(track.cues ?? [])) {
          if (!(cue instanceof VTTCue)) continue;
          const lines = cue.text
            .split('\n')
            .reduce((n, text) => n + Math.ceil(text.length / perLine), 0);
          const line = -(barLines + Math.max(1, lines));
          if (cue.line !== line) cue.line = line;
        }
      }
    };
    const tracks = Array.from(media.querySelectorAll('track'));
    const observer = new ResizeObserver(place);
    observer.observe(controller);
    for (const track of tracks) track.addEventListener('load', place);
    media.textTracks.addEventListener('change', place);
    return () => {
      observer.disconnect();
      for (const track of tracks) track.removeEventListener('load', place);
      media.textTracks.removeEventListener('change', place);
    };
  }, [controller, media]);
}
