import { afterAll, describe, expect, test } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/test-app';

describe('the third-party chat widget configuration (decision 0601)', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  test('none by default: the config says so and the CSP admits no other origin', async () => {
    const t = await createTestApp();
    apps.push(t);
    const config = await t.app.inject({ method: 'GET', url: '/api/2.0/environment/config' });
    expect(config.json().chatWidget).toBeNull();
    const csp = config.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain('frame-src');
  });

  test('configured: the SPA learns the script and the element, and the CSP admits its origin', async () => {
    const t = await createTestApp({
      env: {
        CHAT_WIDGET_SCRIPT_URL: 'https://chat.example.com/widget.js?key=abc',
        CHAT_WIDGET_SELECTOR: '#vendor-launcher',
      },
    });
    apps.push(t);
    const config = await t.app.inject({ method: 'GET', url: '/api/2.0/environment/config' });
    expect(config.json().chatWidget).toEqual({
      scriptUrl: 'https://chat.example.com/widget.js?key=abc',
      selector: '#vendor-launcher',
    });
    const csp = config.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self' https://chat.example.com;");
    expect(csp).toContain('frame-src https://chat.example.com;');
    expect(csp).toContain("connect-src 'self' https://chat.example.com;");
  });

  test('a script that is neither https nor a path on this host is refused at start', () => {
    expect(() => loadConfig({ CHAT_WIDGET_SCRIPT_URL: 'http://chat.example.com/w.js' })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ CHAT_WIDGET_SCRIPT_URL: '//chat.example.com/w.js' })).toThrow(
      /CHAT_WIDGET_SCRIPT_URL/,
    );
    expect(loadConfig({ CHAT_WIDGET_SCRIPT_URL: '/chat.js' }).chatWidget).toEqual({
      scriptUrl: '/chat.js',
      selector: '#chat-widget',
    });
  });
});
