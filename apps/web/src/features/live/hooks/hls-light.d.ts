/** hls.js's light build (no subtitles, alternate audio or DRM: a live lecture needs none) has its full build's types. */
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
