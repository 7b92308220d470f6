import { COLOR_BACKGROUND, COLOR_GRAPHICS } from '@sweet-art/domain/constants'
import type { MailMessage } from './mail-provider'

/** The closing line of every e-mail the shop sends. */
export const MAIL_SIGNATURE = 'With love from Sweet Art, your made-to-order bakery in London'

/** Escapes text for HTML, so names and messages typed by customers stay text. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

/** What one e-mail says: paragraphs, an optional highlighted value (a code, a reference), a table, and closing paragraphs. */
export interface MailContent {
  title: string
  paragraphs: string[]
  highlight?: string
  rows?: [string, string][]
  after?: string[]
}

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`

/** The HTML body: table layout and inline styles, because mail programs ignore style sheets; the colours are the shop's (spec §9). */
export function renderMailHtml(content: MailContent): string {
  const { title, paragraphs, highlight, rows = [], after = [] } = content
  const box = highlight
    ? `<p style="margin:8px 0 24px;font-size:32px;letter-spacing:8px;font-weight:bold;color:${COLOR_BACKGROUND};background:${COLOR_GRAPHICS};padding:16px;text-align:center;border-radius:8px">${escapeHtml(highlight)}</p>`
    : ''
  const table = rows.length
    ? `<table role="presentation" cellpadding="6" cellspacing="0" style="width:100%;margin:0 0 16px;border-collapse:collapse">${rows
        .map(
          ([label, value]) =>
            `<tr><td style="border-bottom:1px solid ${COLOR_GRAPHICS};vertical-align:top">${escapeHtml(label)}</td><td style="border-bottom:1px solid ${COLOR_GRAPHICS};text-align:right">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : ''
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:${COLOR_BACKGROUND};font-family:Georgia,'Times New Roman',serif;color:${COLOR_GRAPHICS}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLOR_BACKGROUND}">
<tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px">
<tr><td style="font-size:28px;padding-bottom:8px;color:${COLOR_GRAPHICS}">Sweet Art</td></tr>
<tr><td style="border-top:1px solid ${COLOR_GRAPHICS};padding-top:24px;font-size:16px">
<h1 style="font-size:22px;font-weight:normal;margin:0 0 16px">${escapeHtml(title)}</h1>
${paragraphs.map(paragraph).join('')}${box}${table}${after.map(paragraph).join('')}
<p style="margin:24px 0 0;font-style:italic">${escapeHtml(MAIL_SIGNATURE)}</p>
</td></tr></table></td></tr></table></body></html>`
}

/** The plain-text body of the same content. */
export function renderMailText(content: MailContent): string {
  const { paragraphs, highlight, rows = [], after = [] } = content
  return [
    ...paragraphs,
    ...(highlight ? ['', `    ${highlight}`, ''] : []),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    ...(rows.length ? [''] : []),
    ...after,
    '',
    MAIL_SIGNATURE,
  ].join('\n')
}

/** One e-mail with both bodies rendered from the same content. */
export function composeMail(to: string, subject: string, content: MailContent): MailMessage {
  return { to, subject, text: renderMailText(content), html: renderMailHtml(content) }
}
