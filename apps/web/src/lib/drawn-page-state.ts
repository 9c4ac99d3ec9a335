/**
 * What a visitor did on a page the build drew ahead before the app was live (decision 0414): the
 * drawn page's starter (src/drawn-page.ts) writes it, the app's hand-over
 * (app/drawn-page-hand-over.ts) replays it on the live page. Types only: the starter imports
 * nothing at run time, so that it arrives as one small file.
 */
export interface DrawnPageState {
  /** A drawn form the visitor submitted: the app submits its live copy. */
  submittedForm?: HTMLFormElement;
  /** A drawn button the visitor pressed (not a submit button): the app presses its live copy. */
  pressedButton?: HTMLButtonElement;
}

declare global {
  interface Window {
    drawnPage?: DrawnPageState;
  }
}
