import { afterEach, describe, expect, test } from 'vitest';
import { showStartupFailure } from './startup-failure';

describe('the startup failure page (spec §8)', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  test('[ERR-05] [ERR-07] a failure during start replaces the whole page with the message, then the source and the error details', () => {
    document.body.innerHTML = '<div id="root"><p>half-started app</p></div>';
    showStartupFailure('app start', new TypeError('config is undefined'), {
      productName: 'BoardReady',
      supportPhone: '1-800-555-0199',
    });
    expect(document.getElementById('root')).toBeNull();
    const page = document.body.firstElementChild as HTMLElement;
    expect(document.body.children).toHaveLength(1);
    expect(page.getAttribute('role')).toBe('alert');
    const [message, details] = [...page.children].map((el) => el.textContent);
    expect(message).toBe(
      'Oops, something went wrong. Please update your browser and OS to the latest versions and try again. If you need assistance, please contact BoardReady support at 1-800-555-0199.',
    );
    expect(details).toBe('Source: app start\nTypeError: config is undefined');
  });

  test('the message takes the brand strings it is given, and the details name the source', () => {
    showStartupFailure('installable-app client', 'registration refused', {
      productName: 'StudyCo',
      supportPhone: '555-0100',
    });
    expect(document.body.textContent).toContain(
      'If you need assistance, please contact StudyCo support at 555-0100.',
    );
    expect(document.querySelector('pre')?.textContent).toBe(
      'Source: installable-app client\nregistration refused',
    );
  });
});
