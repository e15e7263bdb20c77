// The page a video identification's redirect_url opens: it stands in for the provider's
// session, and its form ends the session as the provider's callback would. A browser cannot
// sign requests, so these two routes skip the signature check: the session's random id is the
// capability, and the page answers only while the session is pending.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Id } from '../../src-shared/wire/common';
import { VideoIdentificationOutcome } from '../../src-shared/wire/kyc';
import type { RoutesOptions } from './context';
import type { Queryable } from './db/store';
import { findVideoSession, finishVideoIdentification } from './db/video-identifications';

export const VIDEO_PAGE_PREFIX = '/sandbox/video';

export const videoPagePath = (id: string) => `${VIDEO_PAGE_PREFIX}/${encodeURIComponent(id)}`;

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f5f7; color: #1c1e21; }
main { max-width: 36rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 8px; }
h1 { font-size: 1.5rem; margin-top: 0; }
fieldset { border: 0; padding: 0; margin: 1.5rem 0 0; display: flex; flex-wrap: wrap; gap: .75rem; }
legend { font-weight: 600; margin-bottom: .5rem; }
button { font: inherit; padding: .6rem 1.1rem; border-radius: 6px; border: 2px solid #1c1e21; cursor: pointer; background: #fff; }
button.success { background: #1b6e3a; border-color: #1b6e3a; color: #fff; }
button:focus-visible { outline: 3px solid #1f5fbf; outline-offset: 2px; }
dt { font-weight: 600; }
dd { margin: 0 0 .5rem; font-family: ui-monospace, monospace; }
`;

// No script, no external resource; the one inline style is allowed by its hash.
const CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

const OUTCOMES: Array<{ status: VideoIdentificationOutcome; label: string }> = [
  { status: 'success', label: 'Identified successfully' },
  { status: 'failure', label: 'Identification failed' },
  { status: 'aborted', label: 'Abort the session' },
];

const ENDED: Record<VideoIdentificationOutcome, string> = {
  success: 'The person was identified successfully.',
  failure: 'The identification failed.',
  aborted: 'The session was aborted.',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-security-policy', CSP)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .send(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – Offering Manager sandbox</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`);
}

/** The session while it is pending; nothing for a malformed, unknown or finished one. */
async function pendingSession(q: Queryable, id: string) {
  if (!Id.safeParse(id).success) return undefined;
  const session = await findVideoSession(q, id);
  return session?.status === 'pending' ? session : undefined;
}

const noSession = (reply: FastifyReply) =>
  page(reply, 404, 'No video identification here', '<p>There is no pending video identification session at this address.</p>');

export default async function videoPageRoutes(app: FastifyInstance, { ctx }: RoutesOptions) {
  type VideoParams = { Params: { id: string } };
  const unsigned = { config: { unsigned: true } };

  app.get<VideoParams>(`${VIDEO_PAGE_PREFIX}/:id`, unsigned, async (request, reply) => {
    const session = await pendingSession(ctx.db, request.params.id);
    if (!session) return noSession(reply);
    const buttons = OUTCOMES.map(
      (o) => `<button type="submit" name="status" value="${o.status}" class="${o.status}">${o.label}</button>`,
    ).join('\n');
    return page(
      reply,
      200,
      'Video identification',
      `<p>This page stands in for the identification provider's video call with
<strong>${escapeHtml(`${session.first_name} ${session.last_name}`)}</strong>. Choose how the session ends.</p>
<dl><dt>Provider session</dt><dd>${escapeHtml(session.provider_id)}</dd></dl>
<form method="post">
<fieldset>
<legend>Outcome of the session</legend>
${buttons}
</fieldset>
</form>`,
    );
  });

  app.post<VideoParams>(`${VIDEO_PAGE_PREFIX}/:id`, unsigned, async (request, reply) => {
    const outcome = VideoIdentificationOutcome.safeParse(
      new URLSearchParams(request.rawBody?.toString('utf8') ?? '').get('status'),
    );
    if (!outcome.success) {
      return page(reply, 400, 'Choose an outcome', '<p>The form did not say how the session ended. Go back and choose one.</p>');
    }
    const finished = await ctx.write(async (tx) => {
      const session = await pendingSession(tx, request.params.id);
      return session && finishVideoIdentification(tx, session, outcome.data);
    });
    if (!finished) return noSession(reply);
    return page(reply, 200, 'Session ended', `<p>${ENDED[outcome.data]} You can close this window.</p>`);
  });
}
