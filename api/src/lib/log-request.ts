import { maskPhones } from './mask-phone';

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** What a log line says about a request: Fastify's usual fields, with phone numbers masked. */
export function serializeRequest(req: LoggedRequest) {
  return {
    method: req.method,
    url: maskPhones(req.url ?? ''),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}
