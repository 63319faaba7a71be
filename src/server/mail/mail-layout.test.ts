import { expect, it } from 'vitest';
import { renderMail } from './mail-layout';

const content = {
  trustName: 'The Trust',
  siteName: 'The <Centre>',
  paragraphs: ['Hello & welcome'],
  link: { href: 'https://example.org/?mode=signIn&token=abc"><script>', label: 'Sign in' },
  afterLink: ['Works once.'],
};

it('gives the same words in text and HTML, with the link and the trust’s name', () => {
  const { text, html } = renderMail(content);
  expect(text).toBe(
    [
      'Sairam,',
      'Hello & welcome',
      'Sign in:\nhttps://example.org/?mode=signIn&token=abc"><script>',
      'Works once.',
      'The Trust',
    ].join('\n\n'),
  );
  expect(html).toContain('<p>Hello &amp; welcome</p>');
  expect(html).toContain('<p>The Trust</p>');
  expect(html).toContain('<h1 style="font-size: 20px">The &lt;Centre&gt;</h1>');
});

it('escapes what it puts into HTML, links included', () => {
  const { html } = renderMail(content);
  expect(html).not.toContain('<script>');
  expect(html).toContain('href="https://example.org/?mode=signIn&amp;token=abc&quot;&gt;&lt;script&gt;"');
});
