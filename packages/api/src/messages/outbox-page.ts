import type { OutboxMessage } from './transport.ts'

/** Everything interpolated into the page goes through this: message bodies are user-influenced. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;')
}

/** How often the page reloads itself, so a code sent a moment ago shows up without touching it. */
export const OUTBOX_REFRESH_SECONDS = 5

function renderMessage(message: OutboxMessage): string {
  const channel = message.channel === 'sms' ? 'SMS' : 'E-mail'
  const subject = message.subject ? `<p class="subject">${escapeHtml(message.subject)}</p>` : ''
  return `<li>
  <p class="meta"><span class="channel">${channel}</span> to <strong>${escapeHtml(message.to)}</strong>
  <time datetime="${message.createdAt.toISOString()}">${escapeHtml(message.createdAt.toISOString())}</time></p>
  ${subject}<pre>${escapeHtml(message.body)}</pre>
</li>`
}

/**
 * The development outbox as a page: every SMS and e-mail the server "sent", newest first, with a
 * recipient filter. Plain server-rendered HTML with a meta refresh: no script, so the site's CSP holds.
 */
export function renderOutboxPage({
  messages,
  to,
}: {
  messages: OutboxMessage[]
  to: string | undefined
}): string {
  const filter = to ?? ''
  const heading = filter ? `Messages to ${escapeHtml(filter)}` : 'All messages'
  const list =
    messages.length === 0
      ? `<p class="empty">No messages yet. Request an OTP on the sign-in page and it appears here.</p>`
      : `<ol>${messages.map(renderMessage).join('\n')}</ol>`
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${OUTBOX_REFRESH_SECONDS}">
<title>Haat development outbox</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 48rem; padding: 1rem; color: #1a1a1a; }
  form { display: flex; gap: .5rem; align-items: end; flex-wrap: wrap; margin-bottom: 1rem; }
  label { display: flex; flex-direction: column; font-weight: 600; }
  input { font: inherit; padding: .4rem; border: 1px solid #555; border-radius: 4px; min-width: 16rem; }
  button, a.clear { font: inherit; padding: .45rem .9rem; border-radius: 4px; }
  button { background: #0b5394; color: #fff; border: 0; cursor: pointer; }
  ol { list-style: none; padding: 0; }
  li { border: 1px solid #bbb; border-radius: 6px; padding: .75rem; margin-bottom: .75rem; }
  .meta { margin: 0 0 .5rem; color: #333; }
  .channel { font-weight: 700; }
  time { float: right; color: #444; }
  .subject { font-weight: 600; margin: 0 0 .25rem; }
  pre { white-space: pre-wrap; margin: 0; font-size: 1rem; }
</style>
</head>
<body>
<main>
<h1>Development outbox</h1>
<p>Text messages and e-mails are kept here instead of being sent (development only). This page refreshes every ${OUTBOX_REFRESH_SECONDS} seconds.</p>
<form method="get" action="/dev/outbox">
  <label for="to">Recipient (phone number or e-mail)
    <input id="to" name="to" type="search" value="${escapeHtml(filter)}" autocomplete="off">
  </label>
  <button type="submit">Filter</button>
  ${filter ? '<a class="clear" href="/dev/outbox">Show all</a>' : ''}
</form>
<h2>${heading}</h2>
${list}
</main>
</body>
</html>
`
}
