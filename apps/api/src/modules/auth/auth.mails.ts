import { COLOR_BACKGROUND, COLOR_GRAPHICS } from '@sweet-art/domain/constants'
import type { MailMessage } from '../../providers/mail/mail-provider'

const SIGNATURE = 'With love from Sweet Art, your made-to-order bakery in London'

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

// Table layout and inline styles, because mail programs ignore style sheets; the colours are the shop's (spec §9).
function layout(title: string, paragraphs: string[], highlight?: string): string {
  const body = paragraphs
    .map((text) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`)
    .join('')
  const box = highlight
    ? `<p style="margin:8px 0 24px;font-size:32px;letter-spacing:8px;font-weight:bold;color:${COLOR_BACKGROUND};background:${COLOR_GRAPHICS};padding:16px;text-align:center;border-radius:8px">${escapeHtml(highlight)}</p>`
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
${body}${box}
<p style="margin:24px 0 0;font-style:italic">${escapeHtml(SIGNATURE)}</p>
</td></tr></table></td></tr></table></body></html>`
}

/** The recovery code e-mail (decisions §6): the code, its life, and what to do if it was not asked for. */
export function recoveryCodeMail(
  to: string,
  firstName: string,
  code: string,
  minutes: number,
): MailMessage {
  const title = 'Your password recovery code'
  const paragraphs = [
    `Hello ${firstName},`,
    `Here is the code to set a new password for your Sweet Art account. Enter it in the Password Recovery window within ${minutes} minutes:`,
  ]
  const after = [
    'If you did not ask for it, you can ignore this e-mail: your password stays as it is.',
  ]
  return {
    to,
    subject: `Sweet Art: your recovery code ${code}`,
    text: [...paragraphs, '', `    ${code}`, '', ...after, '', SIGNATURE].join('\n'),
    html: layout(title, paragraphs, code).replace(
      `<p style="margin:24px 0 0;font-style:italic">`,
      `${after.map((text) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`).join('')}<p style="margin:24px 0 0;font-style:italic">`,
    ),
  }
}

/** The welcome e-mail after sign-up. */
export function welcomeMail(to: string, firstName: string): MailMessage {
  const title = 'Welcome to Sweet Art'
  const paragraphs = [
    `Hello ${firstName},`,
    'We are very delighted to welcome you into the world of sweet art.',
    'Your account is ready: your orders, saved addresses and payments are all in one place, and checkout remembers your details.',
    'Whenever you have an idea for a cake, cupcakes, cake pops or glazed cookies, tell us and we will bring it to life.',
  ]
  return {
    to,
    subject: 'Welcome to Sweet Art',
    text: [...paragraphs, '', SIGNATURE].join('\n'),
    html: layout(title, paragraphs),
  }
}
