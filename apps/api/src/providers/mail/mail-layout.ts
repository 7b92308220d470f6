import { z } from 'zod'
import { escapeHtml } from '../../lib/html'
import type { MailMessage } from './mail-provider'

// The shop's two brand colours, as the web app's tokens.css paints them: an e-mail carries its
// styles inline and cannot read the site's style sheet.
const COLOR_BACKGROUND = '#01303D'
const COLOR_GRAPHICS = '#E6D2AA'

/** The closing line of every e-mail the shop sends. */
export const MAIL_SIGNATURE = 'With love from Sweet Art, your made-to-order bakery in London'

// Mail programs turn anything that looks like a web or e-mail address into a link. Text a customer
// typed must never become one: a name or note saying "visit evil.example" would read as the shop's
// own link. Breaking the `://` and every dot before a letter keeps the text readable and inert.
const SCHEME_SEPARATOR = /:\/\//g
const DOT_BEFORE_LETTER = /[.\u3002\uFF0E\uFF61](?=\p{L})/gu

/** Customer-typed text made inert for mail: `http://evil.example` reads `http[:]//evil[.]example`. */
export function defangLinks(text: string): string {
  return text.replace(SCHEME_SEPARATOR, '[:]//').replace(DOT_BEFORE_LETTER, '[.]')
}

/**
 * One quoted value under the shop's label: text as typed, made inert; or `'emailAddress'`, the
 * customer's own e-mail address, which the shop checked to be one and writes to, so it is shown
 * as it is (defanging serves text a customer could dress up as the shop's link, and only spoils
 * an address).
 */
export type QuotedRow = [label: string, value: string, kind?: 'emailAddress']

/** Text a customer typed, quoted under a label the shop wrote (a name, an address, a note). */
export interface QuotedInput {
  heading: string
  rows: QuotedRow[]
}

const quotedValue = ([, value, kind]: QuotedRow): string =>
  kind === 'emailAddress' ? value : defangLinks(value)

/** One button-like link the e-mail promises, with the address written out in the plain-text part. */
export interface MailAction {
  label: string
  url: string
}

/**
 * One row of the shop's table: a label and its value; `'detail'` marks a row that belongs to the
 * row above it (a line's options and allergens), drawn set in and smaller.
 */
export type MailRow = [label: string, value: string, kind?: 'detail']

/**
 * What one e-mail says: paragraphs, an optional highlighted value (a code, a reference), a table,
 * a link, what the customer typed (always quoted, never in the shop's own words), and closing paragraphs.
 */
export interface MailContent {
  title: string
  paragraphs: string[]
  highlight?: string
  rows?: MailRow[]
  action?: MailAction | undefined
  quoted?: QuotedInput | undefined
  after?: string[]
}

/** The line above every block of customer input, so nobody takes it for the shop speaking. */
export const QUOTED_INPUT_NOTE =
  'Quoted exactly as it was typed at checkout; it is not a message from Sweet Art.'

// An amount, an order number or a quantity is read as one: `£ 122.00`, `№ 842C7B`, `× 12` never
// break across two lines of a narrow screen.
const SIGN_AND_FIGURE = /([£№×]) (\S+)/g

/** The shop's own words as HTML, each sign kept on the line of its figure. */
function shopText(text: string): string {
  return escapeHtml(text).replace(SIGN_AND_FIGURE, '<span style="white-space:nowrap">$1 $2</span>')
}

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;line-height:1.5;overflow-wrap:break-word">${shopText(text)}</p>`

/**
 * Table rows of a label and a value already written as HTML; a detail row is set in and smaller.
 * The labels take `labelWidth` of the table: half for the shop's rows, whose labels are product
 * names, less for the quoted block's short ones, so what the customer typed keeps room on a phone.
 */
function renderRows(
  rows: [string, string, ('detail' | undefined)?][],
  align: 'left' | 'right',
  labelWidth: '50%' | '30%',
): string {
  const cell = `border-bottom:1px solid ${COLOR_GRAPHICS};vertical-align:top`
  return rows
    .map(([label, valueHtml, kind]) => {
      const detail = kind === 'detail' ? 'padding-left:20px;font-size:14px;' : ''
      const detailValue = kind === 'detail' ? 'font-size:14px;' : ''
      return `<tr><td style="${cell};width:${labelWidth};${detail}">${shopText(label)}</td><td style="${cell};${detailValue}text-align:${align};overflow-wrap:anywhere">${valueHtml}</td></tr>`
    })
    .join('')
}

const TABLE_OPEN =
  '<table role="presentation" cellpadding="6" cellspacing="0" style="width:100%;margin:0 0 16px;border-collapse:collapse;table-layout:fixed">'

function renderAction(action: MailAction | undefined): string {
  if (!action) return ''
  return `<p style="margin:8px 0 24px;text-align:center"><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:14px 24px;border-radius:8px;background:${COLOR_GRAPHICS};color:${COLOR_BACKGROUND};font-weight:bold;text-decoration:none">${shopText(action.label)}</a></p>`
}

function renderQuoted(quoted: QuotedInput | undefined): string {
  if (!quoted || quoted.rows.length === 0) return ''
  const quotedRows = quoted.rows.map((row): [string, string] => [
    row[0],
    `&ldquo;${escapeHtml(quotedValue(row))}&rdquo;`,
  ])
  return `<div style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${COLOR_GRAPHICS}">
<h2 style="font-size:18px;font-weight:normal;margin:0 0 4px">${escapeHtml(quoted.heading)}</h2>
<p style="margin:0 0 8px;font-size:14px;font-style:italic">${escapeHtml(QUOTED_INPUT_NOTE)}</p>
${TABLE_OPEN}${renderRows(quotedRows, 'left', '30%')}</table></div>`
}

/** The HTML body: table layout and inline styles, because mail programs ignore style sheets; the colours are the shop's (docs/product.md › Look and layout). */
export function renderMailHtml(content: MailContent): string {
  const { title, paragraphs, highlight, rows = [], action, quoted, after = [] } = content
  const box = highlight
    ? `<p style="margin:8px 0 24px;font-size:32px;letter-spacing:8px;font-weight:bold;color:${COLOR_BACKGROUND};background:${COLOR_GRAPHICS};padding:16px;text-align:center;border-radius:8px">${escapeHtml(highlight)}</p>`
    : ''
  const table = rows.length
    ? `${TABLE_OPEN}${renderRows(
        rows.map(([label, value, kind]) => [label, shopText(value), kind]),
        'right',
        '50%',
      )}</table>`
    : ''
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:0;background:${COLOR_BACKGROUND};font-family:Georgia,'Times New Roman',serif;color:${COLOR_GRAPHICS}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${COLOR_BACKGROUND}">
<tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:520px">
<tr><td style="font-size:28px;padding-bottom:8px;color:${COLOR_GRAPHICS}">Sweet Art</td></tr>
<tr><td style="border-top:1px solid ${COLOR_GRAPHICS};padding-top:24px;font-size:16px">
<h1 style="font-size:22px;font-weight:normal;margin:0 0 16px;overflow-wrap:break-word">${shopText(title)}</h1>
${paragraphs.map(paragraph).join('')}${box}${renderAction(action)}${table}${renderQuoted(quoted)}${after.map(paragraph).join('')}
<p style="margin:24px 0 0;font-style:italic">${escapeHtml(MAIL_SIGNATURE)}</p>
</td></tr></table></td></tr></table></body></html>`
}

/** The plain-text body of the same content; customer input is marked with `>` as a quotation. */
export function renderMailText(content: MailContent): string {
  const { paragraphs, highlight, rows = [], action, quoted, after = [] } = content
  const quotedLines =
    quoted && quoted.rows.length
      ? [
          quoted.heading,
          QUOTED_INPUT_NOTE,
          ...quoted.rows.map((row) => `> ${row[0]}: "${quotedValue(row)}"`),
          '',
        ]
      : []
  // A blank line after each paragraph, as mail programs show a plain-text mail's paragraphs.
  const spaced = (texts: string[]) => texts.flatMap((text) => [text, ''])
  return [
    ...spaced(paragraphs),
    ...(highlight ? [`    ${highlight}`, ''] : []),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    ...rows.map(([label, value, kind]) => `${kind === 'detail' ? '  ' : ''}${label}: ${value}`),
    ...(rows.length ? [''] : []),
    ...quotedLines,
    ...spaced(after),
    MAIL_SIGNATURE,
  ].join('\n')
}

/** An e-mail of the shop's layout: its bodies, and the content both are rendered from. */
export interface ComposedMail extends MailMessage {
  content: MailContent
}

/**
 * One e-mail with both bodies rendered from the same content, when first read: the outbox keeps
 * only the content and renders the bodies as it sends (decision 030).
 */
export function composeMail(to: string, subject: string, content: MailContent): ComposedMail {
  let bodies: { text: string; html: string } | undefined
  const rendered = () =>
    (bodies ??= { text: renderMailText(content), html: renderMailHtml(content) })
  return {
    to,
    subject,
    content,
    get text() {
      return rendered().text
    },
    get html() {
      return rendered().html
    },
  }
}

const pairSchema = z.tuple([z.string(), z.string()])
const markedSchema = <T extends string>(mark: T) =>
  z.union([pairSchema, z.tuple([z.string(), z.string(), z.literal(mark)])])

/** The content of a message as the outbox stored it, read back before it is rendered. */
export const MailContentSchema = z.object({
  title: z.string(),
  paragraphs: z.array(z.string()),
  highlight: z.string().optional(),
  rows: z.array(markedSchema('detail')).optional(),
  action: z.object({ label: z.string(), url: z.string() }).optional(),
  quoted: z
    .object({
      heading: z.string(),
      rows: z.array(markedSchema('emailAddress')),
    })
    .optional(),
  after: z.array(z.string()).optional(),
}) satisfies z.ZodType<MailContent>
