/** The `{code, data, msg}` answer of every API call (contracts' `envelope`). */
export interface EnvelopeBody {
  code: number;
  data?: unknown;
  msg?: unknown;
  key?: unknown;
}

export function isEnvelope(body: unknown): body is EnvelopeBody {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

/** `data` of an envelope; other bodies (static JSON files) are returned whole. */
export function unwrapData(body: unknown): unknown {
  return isEnvelope(body) ? body.data : body;
}

export function envelopeMsg(body: unknown): string | undefined {
  if (!isEnvelope(body) || typeof body.msg !== 'string') return undefined;
  return body.msg.trim() ? body.msg : undefined;
}

/** The stable key of a failure's message, when the server sent one (contracts' errorEnvelope). */
export function envelopeKey(body: unknown): string | undefined {
  return isEnvelope(body) && typeof body.key === 'string' && body.key ? body.key : undefined;
}
