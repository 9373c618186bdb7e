import { absoluteUrl } from '../http/public-origin';

/**
 * Simple Spanish e-mails: a title, paragraphs and at most one button, as HTML (inline styles,
 * every piece of text escaped) and as plain text. Links are made absolute against the store's
 * public origin (PUBLIC_URL, else the instance's own address: server/http/public-origin.ts), never
 * against the request's Host header (which a caller chooses).
 */

/** A path of this store as a full address at its public origin (server/http/public-origin.ts). */
export { absoluteUrl };

export interface MailContent {
  title: string;
  paragraphs: string[];
  /** Tables of 'label … value' rows under the paragraphs (an order's lines, its totals). */
  sections?: MailSection[];
  /** Paragraphs after the sections. */
  closing?: string[];
  action?: { label: string; path: string };
  /** The small print under everything. */
  footer?: string;
  /** A small link under the small print: cancel an alert, stop a kind of e-mail (works without signing in). */
  optOut?: { label: string; path: string };
}

export interface MailSection {
  heading: string;
  rows: { label: string; value?: string; /** Written in bold: the total. */ strong?: boolean }[];
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]!);
}

const DEFAULT_FOOTER = 'Tienda Diverso · Este mensaje se envía para proteger tu cuenta; no hace falta que respondas.';

export function renderMail(content: MailContent): { html: string; text: string } {
  const footer = content.footer ?? DEFAULT_FOOTER;
  const url = content.action ? absoluteUrl(content.action.path) : null;
  const optOutUrl = content.optOut ? absoluteUrl(content.optOut.path) : null;
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937">${escapeHtml(p)}</p>`)
    .join('');
  const sections = (content.sections ?? []).map(renderSectionHtml).join('');
  const closing = (content.closing ?? [])
    .map((p) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1f2937">${escapeHtml(p)}</p>`)
    .join('');
  const button =
    content.action && url
      ? `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:#111827;color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>`
      : '';
  const html = [
    '<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(content.title)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Arial,Helvetica,sans-serif">',
    '<div style="max-width:560px;margin:0 auto;padding:32px;background:#ffffff;border-radius:12px">',
    `<h1 style="margin:0 0 20px;font-size:22px;color:#111827">${escapeHtml(content.title)}</h1>`,
    paragraphs,
    sections,
    closing,
    button,
    `<p style="margin:32px 0 0;font-size:13px;color:#4b5563">${escapeHtml(footer)}</p>`,
    content.optOut && optOutUrl
      ? `<p style="margin:8px 0 0;font-size:13px;color:#4b5563"><a href="${escapeHtml(optOutUrl)}" style="color:#374151">${escapeHtml(content.optOut.label)}</a></p>`
      : '',
    '</div></body></html>',
  ].join('');
  const text = [
    content.title,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.sections ?? []).flatMap(renderSectionText),
    ...(content.closing ?? []).flatMap((p) => [p, '']),
    ...(content.action && url ? [`${content.action.label}: ${url}`, ''] : []),
    '--',
    footer,
    ...(content.optOut && optOutUrl ? [`${content.optOut.label}: ${optOutUrl}`] : []),
    '',
  ].join('\n');
  return { html, text };
}

function renderSectionHtml(section: MailSection): string {
  const rows = section.rows
    .map((row) => {
      const weight = row.strong ? 'font-weight:700;' : '';
      const cell = 'padding:6px 0;border-top:1px solid #e5e7eb;font-size:15px;line-height:1.4;color:#1f2937;vertical-align:top';
      const label = escapeHtml(row.label).replace(/\n/g, '<br>');
      return row.value === undefined
        ? `<tr><td colspan="2" style="${cell};${weight}">${label}</td></tr>`
        : `<tr><td style="${cell};${weight}">${label}</td><td style="${cell};${weight}text-align:right;white-space:nowrap;padding-left:12px">${escapeHtml(row.value)}</td></tr>`;
    })
    .join('');
  return [
    `<h2 style="margin:24px 0 8px;font-size:17px;color:#111827">${escapeHtml(section.heading)}</h2>`,
    `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px">${rows}</table>`,
  ].join('');
}

function renderSectionText(section: MailSection): string[] {
  return [
    section.heading.toUpperCase(),
    ...section.rows.map((row) => (row.value === undefined ? row.label : `${row.label}: ${row.value}`)),
    '',
  ];
}

/** '24 de noviembre de 2026 a las 20:35 (hora peninsular)': the time as a customer in Spain reads it. */
export function spanishDateTime(date: Date): string {
  const text = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Madrid' }).format(date);
  return `${text} (hora peninsular)`;
}
