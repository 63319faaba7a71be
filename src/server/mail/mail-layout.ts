import type { Language } from '../../shared/languages';
import { mailTexts } from './mail-texts';

export interface MailContent {
  /** The language the mail is written in (English when not given). */
  language?: Language;
  /** The trust's name: signs every message. */
  trustName: string;
  /** The app's name, in the heading. */
  siteName: string;
  paragraphs: string[];
  link: { href: string; label: string };
  /** Shown after the link, e.g. how long it works. */
  afterLink: string[];
  /** Further plain links after those lines (a map, directions, cancelling). */
  moreLinks?: { href: string; label: string }[];
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The plain-text and simple HTML parts of one message, with the same words. */
export function renderMail(content: MailContent): { text: string; html: string } {
  const language = content.language ?? 'en';
  const t = mailTexts(language);
  const greeting = t('mail.greeting');
  const text = [
    greeting,
    ...content.paragraphs,
    `${content.link.label}:\n${content.link.href}`,
    ...content.afterLink,
    ...(content.moreLinks ?? []).map((link) => `${link.label}:\n${link.href}`),
    content.trustName,
  ].join('\n\n');

  const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const href = escapeHtml(content.link.href);
  const html = `<!doctype html>
<html lang="${language}">
<body style="font-family: Arial, sans-serif; color: #222; line-height: 1.5; max-width: 560px">
<h1 style="font-size: 20px">${escapeHtml(content.siteName)}</h1>
<p>${escapeHtml(greeting)}</p>
${content.paragraphs.map(paragraph).join('\n')}
<p><a href="${href}" style="display: inline-block; padding: 10px 18px; background: #7a1f1f; color: #fff; text-decoration: none; border-radius: 4px">${escapeHtml(content.link.label)}</a></p>
<p style="font-size: 13px; color: #555; overflow-wrap: break-word">${escapeHtml(t('mail.buttonHelp'))}<br>${href}</p>
${content.afterLink.map(paragraph).join('\n')}
${(content.moreLinks ?? []).map((link) => `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`).join('\n')}
<p>${escapeHtml(content.trustName)}</p>
</body>
</html>`;
  return { text, html };
}
