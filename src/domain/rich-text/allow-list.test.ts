import { describe, expect, it } from 'vitest';
import { isAllowedLink } from './allow-list.js';

describe('isAllowedLink', () => {
  it('allows http, https and mailto links, in any case and with spaces around', () => {
    for (const href of ['http://x.org', 'https://x.org/a?b=c', ' HTTPS://x.org ', 'mailto:hi@x.org']) {
      expect(isAllowedLink(href), href).toBe(true);
    }
  });

  it('refuses every other scheme and relative or protocol-relative links', () => {
    for (const href of ['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', '/about', '//evil.org', 'x.org', '']) {
      expect(isAllowedLink(href), href).toBe(false);
    }
  });
});
