/**
 * The media-chrome custom elements the player (media-player.tsx) uses, for JSX (React 19 renders custom elements
 * itself: a prop the element has as a property is set as one, any other as an attribute). Each
 * element's attributes are media-chrome 4's (node_modules/media-chrome/dist/*.d.ts).
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type MediaProps<Extra = object> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> &
  Extra & { slot?: string };

/** A media-chrome button: its tooltip can be turned off or placed. */
type Button<Extra = object> = MediaProps<
  Extra & { notooltip?: boolean; tooltipplacement?: 'top' | 'bottom' | 'left' | 'right' }
>;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'media-controller': MediaProps<{
        /** an <audio> player: no video area, the bar alone */
        audio?: boolean;
        nohotkeys?: boolean;
        /** hotkeys turned off, e.g. 'noc' */
        hotkeys?: string;
        keyboardforwardseekoffset?: number;
        keyboardbackwardseekoffset?: number;
        defaultstreamtype?: 'on-demand' | 'live';
      }>;
      'media-control-bar': MediaProps;
      'media-play-button': Button;
      /** a live stream's way back to its live edge (playing live: disabled) */
      'media-live-button': Button;
      'media-mute-button': Button;
      /** media-chrome's captions button as a switch (media-player.tsx) */
      'br-captions-switch': Button;
      'media-pip-button': Button;
      'media-fullscreen-button': Button;
      'media-seek-backward-button': Button<{ seekoffset?: number }>;
      'media-seek-forward-button': Button<{ seekoffset?: number }>;
      'media-playback-rate-menu-button': Button<{ invoketarget?: string }>;
      'media-playback-rate-menu': MediaProps<{
        anchor?: string;
        /** the id of the box the menu stays within (default: the controller) */
        bounds?: string | undefined;
        rates?: string;
        hidden?: boolean;
      }>;
      'media-time-range': MediaProps;
      'media-time-display': MediaProps<{ showduration?: boolean; remaining?: boolean }>;
      'media-volume-range': MediaProps;
      'media-loading-indicator': MediaProps<{ loadingdelay?: number }>;
    }
  }
}
