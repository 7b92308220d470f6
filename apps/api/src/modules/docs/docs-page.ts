import { escapeHtml } from '../../lib/html'
import type { OpenApiDocument, OpenApiOperation } from './openapi-document'

/** Escaped text with its `code` spans shown as code. */
function renderText(text: string): string {
  return escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>')
}

/** `Order` for a reference, `ClientCheckout or GuestCheckout` for a choice, the fields of a form. */
function schemaName(schema: Record<string, unknown> | undefined): string {
  const { $ref: ref, anyOf, properties } = schema ?? {}
  if (typeof ref === 'string') return ref.split('/').pop() ?? ref
  if (Array.isArray(anyOf))
    return anyOf.map((choice) => schemaName(choice as Record<string, unknown>)).join(' or ')
  if (properties && typeof properties === 'object')
    return `fields ${Object.keys(properties).join(', ')}`
  return 'see the JSON'
}

function renderInputs(operation: OpenApiOperation): string {
  const parameters = (operation.parameters ?? []).map(
    (parameter) =>
      `<li><code>${escapeHtml(parameter.name)}</code> in ${parameter.in}${parameter.required ? ', required' : ''}</li>`,
  )
  const bodies = Object.entries(operation.requestBody?.content ?? {}).map(
    ([mediaType, { schema }]) =>
      `<li>body <code>${escapeHtml(mediaType)}</code>: ${escapeHtml(schemaName(schema))}</li>`,
  )
  return [...parameters, ...bodies].join('')
}

function renderOperation(method: string, path: string, operation: OpenApiOperation): string {
  const answers = Object.entries(operation.responses)
    .map(([status, answer]) => `<li><b>${status}</b> ${renderText(answer.description)}</li>`)
    .join('')
  const signIn = operation.security ? ' <span class="tag">signed in</span>' : ''
  const about = operation.description ? `<p>${renderText(operation.description)}</p>` : ''
  const inputs = renderInputs(operation)
  return `<details id="${escapeHtml(operation.operationId)}">
<summary><code class="${method}">${method.toUpperCase()}</code> <code>${escapeHtml(path)}</code> ${renderText(operation.summary)}${signIn}</summary>
${about}${inputs ? `<p>Sends:</p><ul>${inputs}</ul>` : ''}<p>Answers:</p><ul>${answers}</ul>
</details>`
}

/**
 * A readable page of the description, rendered on the server with no script at all, so the shop's
 * strict CSP holds; tools read the JSON it links to.
 */
export function renderDocsPage(document: OpenApiDocument, jsonPath: string): string {
  const sections = document.tags.map((tag) => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.tags.includes(tag.name))
        .map(([method, operation]) => renderOperation(method, path, operation)),
    )
    return `<section><h2>${escapeHtml(tag.name)}</h2><p>${renderText(tag.description)}</p>${operations.join('\n')}</section>`
  })
  const intro = document.info.description
    .split('\n')
    .filter(Boolean)
    .map((line) => `<p>${renderText(line)}</p>`)
    .join('')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #2b2b2b; }
details { border-bottom: 1px solid #eee; padding: 0.4rem 0; }
summary { cursor: pointer; }
code { font-size: 0.9em; }
code.get { color: #1d6b2f; } code.post { color: #174f8f; } code.patch { color: #8a5a00; } code.delete { color: #a11d1d; }
.tag { font-size: 0.75em; background: #fbe3ea; border-radius: 4px; padding: 0 0.3rem; }
</style>
</head>
<body>
<h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>
${intro}
<p>The OpenAPI ${escapeHtml(document.openapi)} description as JSON: <a href="${escapeHtml(jsonPath)}">${escapeHtml(jsonPath)}</a>. Paths are relative to <code>${escapeHtml(document.servers[0]?.url ?? '/')}</code>.</p>
${sections.join('\n')}
</body>
</html>
`
}
