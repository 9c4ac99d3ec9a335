import type {} from '@/lib/drawn-page-state';

/** Fields whose typed value is carried to the live page (not buttons, not hidden stand-ins). */
const FIELDS = 'input[name]:not([type=hidden]), textarea[name], select[name]';

/** A button's accessible name, as the drawn and the live copy both carry it. */
const buttonName = (button: HTMLButtonElement) =>
  (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();

/**
 * The page the build drew ahead, as the visitor left it, read once the app's first commit has
 * replaced it (decision 0414): the drawn nodes are detached by then but keep what was typed. Null
 * when #root holds no drawing.
 */
export function watchDrawnPage(root: HTMLElement) {
  if (!root.hasAttribute('data-prerendered')) return null;
  const fields = [...root.querySelectorAll<HTMLInputElement>(FIELDS)];
  const forms = [...root.querySelectorAll('form')];
  let focused: Element | null = root.contains(document.activeElement)
    ? document.activeElement
    : null;
  const onFocusIn = (event: FocusEvent) => {
    focused = event.target instanceof Element ? event.target : null;
  };
  // Focus that left the drawing while it stayed (a click elsewhere on the page); Chromium also
  // sends focusout for the field that the commit removes, which still counts as focused.
  const onFocusOut = (event: FocusEvent) => {
    const left = event.target;
    queueMicrotask(() => {
      if (left instanceof Element && left.isConnected && focused === left) focused = null;
    });
  };
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);

  /** Puts the visitor's input, focus and held action on the live page; once, after its commit. */
  return function handOver() {
    root.removeEventListener('focusin', onFocusIn);
    root.removeEventListener('focusout', onFocusOut);
    for (const drawn of fields) {
      const live = liveCopy(root, drawn);
      if (live) carryValue(drawn, live);
    }
    if (focused instanceof HTMLElement && !focused.isConnected) focusLive(root, focused);
    const state = window.drawnPage ?? {};
    window.drawnPage = undefined;
    const submitted = state.submittedForm ? forms.indexOf(state.submittedForm) : -1;
    const pressed = state.pressedButton;
    // After the task that commits, so that the form's own handlers have taken the values.
    setTimeout(() => {
      if (submitted >= 0) root.querySelectorAll('form')[submitted]?.requestSubmit();
      else if (pressed) pressLive(root, pressed);
    }, 0);
  };
}

const attribute = (name: string, value: string) => `[${name}="${value.replace(/["\\]/g, '\\$&')}"]`;

/** The live field of the same name; of a radio group, the radio of the same value. */
function liveCopy(root: HTMLElement, drawn: Element) {
  const name = drawn.getAttribute('name');
  if (!name) return null;
  const radio =
    drawn instanceof HTMLInputElement && drawn.type === 'radio'
      ? attribute('value', drawn.value)
      : '';
  return root.querySelector<HTMLElement>(`${attribute('name', name)}${radio}`);
}

/**
 * Sets the live field to what was typed into the drawn one, through the element's own value
 * setter and an input event: React's onChange (and the form library behind it) sees a change as
 * if the visitor had typed it.
 */
function carryValue(drawn: HTMLInputElement, live: HTMLElement) {
  if (drawn.type === 'checkbox' || drawn.type === 'radio') {
    if (live instanceof HTMLInputElement && drawn.checked !== drawn.defaultChecked) {
      if (live.checked !== drawn.checked) live.click();
    }
    return;
  }
  if (drawn.value === drawn.defaultValue) return;
  const prototype = Object.getPrototypeOf(live) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setter) return;
  setter.call(live, drawn.value);
  live.dispatchEvent(new Event('input', { bubbles: true }));
}

function focusLive(root: HTMLElement, drawn: HTMLElement) {
  const live = liveCopy(root, drawn);
  if (!live) return;
  live.focus();
  if (drawn instanceof HTMLInputElement && live instanceof HTMLInputElement) {
    try {
      live.setSelectionRange(drawn.selectionStart, drawn.selectionEnd);
    } catch {
      // e-mail and number fields have no selection to set
    }
  }
}

function pressLive(root: HTMLElement, drawn: HTMLButtonElement) {
  const name = buttonName(drawn);
  const live = [...root.querySelectorAll('button')].find((button) => buttonName(button) === name);
  live?.focus();
  live?.click();
}
