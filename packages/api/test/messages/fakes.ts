import { createServer as createHttpServer, type IncomingHttpHeaders } from 'node:http'
import { createServer as createTcpServer, type Socket } from 'node:net'

/** One request a fake provider received. */
export interface ReceivedRequest {
  method: string
  path: string
  headers: IncomingHttpHeaders
  body: string
}

export interface FakeHttpProvider {
  /** http://127.0.0.1:<port>, for MSG91_BASE_URL or TWILIO_BASE_URL. */
  url: string
  received: ReceivedRequest[]
  /** What the next requests are answered (default: `ok`). */
  answer: { status: number; body: string }
  close(): Promise<void>
}

/** A stand-in for an SMS provider's HTTP API on 127.0.0.1: it keeps every request and answers `answer`. */
export async function startFakeHttpProvider(ok: { status: number; body: string }): Promise<FakeHttpProvider> {
  const received: ReceivedRequest[] = []
  const fake = { answer: ok }
  const server = createHttpServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      })
      response.writeHead(fake.answer.status, { 'content-type': 'application/json' })
      response.end(fake.answer.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('the fake provider has no port')
  return Object.assign(fake, {
    url: `http://127.0.0.1:${address.port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  })
}

/** One mail a fake SMTP server accepted. */
export interface ReceivedMail {
  /** The AUTH PLAIN login, decoded. */
  user: string | undefined
  pass: string | undefined
  from: string
  to: string[]
  /** The DATA, headers and body, with quoted-printable soft line breaks joined. */
  data: string
}

export interface FakeSmtpServer {
  /** smtp://user:pass@127.0.0.1:<port> */
  url(user: string, pass: string): string
  mails: ReceivedMail[]
  /** When set, AUTH is refused with 535 (a wrong password). */
  refuseLogin: boolean
  close(): Promise<void>
}

/**
 * The smallest SMTP server nodemailer will talk to: EHLO (offering AUTH PLAIN), AUTH, MAIL, RCPT, DATA,
 * QUIT, each answered 2xx/3xx. No STARTTLS: nodemailer sends in clear only to this machine.
 */
export async function startFakeSmtpServer(): Promise<FakeSmtpServer> {
  const mails: ReceivedMail[] = []
  const sockets = new Set<Socket>()
  const state = { refuseLogin: false }
  const server = createTcpServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    const reply = (line: string) => socket.write(`${line}\r\n`)
    let mail: ReceivedMail = { user: undefined, pass: undefined, from: '', to: [], data: '' }
    let inData = false
    let buffered = ''
    reply('220 fake.smtp.test ESMTP ready')
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8')
      while (true) {
        if (inData) {
          const end = buffered.indexOf('\r\n.\r\n')
          if (end === -1) return
          mail.data = buffered.slice(0, end).replace(/=\r\n/g, '')
          buffered = buffered.slice(end + 5)
          inData = false
          mails.push(mail)
          mail = { user: mail.user, pass: mail.pass, from: '', to: [], data: '' }
          reply('250 2.0.0 queued')
          continue
        }
        const lineEnd = buffered.indexOf('\r\n')
        if (lineEnd === -1) return
        const line = buffered.slice(0, lineEnd)
        buffered = buffered.slice(lineEnd + 2)
        const verb = line.split(' ')[0]?.toUpperCase()
        if (verb === 'EHLO') reply('250-fake.smtp.test\r\n250-AUTH PLAIN\r\n250 8BITMIME')
        else if (verb === 'AUTH') {
          if (state.refuseLogin) {
            reply('535 5.7.8 Authentication credentials invalid')
            continue
          }
          const [, user, pass] = Buffer.from(line.split(' ')[2] ?? '', 'base64')
            .toString('utf8')
            .split('\0')
          mail.user = user
          mail.pass = pass
          reply('235 2.7.0 Authentication successful')
        } else if (verb === 'MAIL') {
          mail.from = line.match(/<([^>]*)>/)?.[1] ?? ''
          reply('250 2.1.0 OK')
        } else if (verb === 'RCPT') {
          mail.to.push(line.match(/<([^>]*)>/)?.[1] ?? '')
          reply('250 2.1.5 OK')
        } else if (verb === 'DATA') {
          inData = true
          reply('354 End data with <CR><LF>.<CR><LF>')
        } else if (verb === 'QUIT') {
          reply('221 2.0.0 Bye')
          socket.end()
        } else reply('250 OK')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('the fake SMTP server has no port')
  return Object.assign(state, {
    url: (user: string, pass: string) =>
      `smtp://${encodeURIComponent(user)}:${encodeURIComponent(pass)}@127.0.0.1:${address.port}`,
    mails,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  })
}
