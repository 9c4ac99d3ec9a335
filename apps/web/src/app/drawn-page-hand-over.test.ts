import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchDrawnPage } from './drawn-page-hand-over';

// Decision 0414: what a visitor did on the drawn page reaches the live page that replaces it.

const FORM = `
  <form aria-label="Sign in">
    <input name="email" type="email" />
    <input name="password" type="password" />
    <input name="remember" type="checkbox" />
    <input name="choice-1" type="radio" value="A" />
    <input name="choice-1" type="radio" value="B" />
    <button type="button">Show password</button>
    <button type="submit">Sign In</button>
  </form>`;

function drawnRoot() {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('data-prerendered', '');
  root.innerHTML = FORM;
  document.body.append(root);
  return root;
}

/** What React's first commit does to the drawing: new nodes in its place. */
function commitLivePage(root: HTMLElement) {
  root.innerHTML = FORM;
  root.removeAttribute('data-prerendered');
}

const field = (root: HTMLElement, name: string) =>
  root.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

afterEach(() => {
  document.body.innerHTML = '';
  window.drawnPage = undefined;
  vi.useRealTimers();
});

describe('the drawn page hand-over', () => {
  it('is nothing when #root holds no drawing', () => {
    const root = document.createElement('div');
    expect(watchDrawnPage(root)).toBeNull();
  });

  it('carries typed values to the live fields as input events, and the checkbox', () => {
    const root = drawnRoot();
    const handOver = watchDrawnPage(root)!;
    field(root, 'email').value = 'someone@example.org';
    field(root, 'remember').checked = true;
    commitLivePage(root);
    const seen: string[] = [];
    root.addEventListener('input', (event) => seen.push((event.target as HTMLInputElement).name));
    handOver();
    expect(field(root, 'email').value).toBe('someone@example.org');
    expect(field(root, 'password').value).toBe('');
    expect(field(root, 'remember').checked).toBe(true);
    // the checkbox by a click, as a visitor would; the untouched password is left alone
    expect(seen).toEqual(['email', 'remember']);
  });

  it("checks the live radio of the drawn radio's value (a player's choice, decision 0415)", () => {
    const root = drawnRoot();
    const handOver = watchDrawnPage(root)!;
    root.querySelector<HTMLInputElement>('[name="choice-1"][value="B"]')!.checked = true;
    commitLivePage(root);
    handOver();
    const [a, b] = root.querySelectorAll<HTMLInputElement>('[name="choice-1"]');
    expect(a!.checked).toBe(false);
    expect(b!.checked).toBe(true);
  });

  it('focuses the live copy of the field the visitor was in, with its cursor', () => {
    const root = drawnRoot();
    const handOver = watchDrawnPage(root)!;
    const drawn = field(root, 'password');
    drawn.focus();
    drawn.value = 'half';
    drawn.setSelectionRange(2, 2);
    commitLivePage(root);
    handOver();
    expect(document.activeElement).toBe(field(root, 'password'));
    expect(field(root, 'password').selectionStart).toBe(2);
  });

  it('submits the live form when the drawn one was submitted, after the commit task', () => {
    vi.useFakeTimers();
    const root = drawnRoot();
    const handOver = watchDrawnPage(root)!;
    window.drawnPage = { submittedForm: root.querySelector('form')! };
    commitLivePage(root);
    const submitted = vi.fn((event: Event) => event.preventDefault());
    root.querySelector('form')!.addEventListener('submit', submitted);
    handOver();
    expect(submitted).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(submitted).toHaveBeenCalledOnce();
    expect(window.drawnPage).toBeUndefined();
  });

  it('presses the live copy of a button pressed on the drawing, found by its name', () => {
    vi.useFakeTimers();
    const root = drawnRoot();
    const handOver = watchDrawnPage(root)!;
    window.drawnPage = {
      pressedButton: root.querySelector<HTMLButtonElement>('button[type=button]')!,
    };
    commitLivePage(root);
    const pressed = vi.fn();
    root.querySelector('button[type=button]')!.addEventListener('click', pressed);
    handOver();
    vi.runAllTimers();
    expect(pressed).toHaveBeenCalledOnce();
  });
});
