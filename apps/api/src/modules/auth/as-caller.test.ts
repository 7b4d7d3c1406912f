import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { asCaller, type CurrentUser } from './guards';

const caller: CurrentUser = {
  id: '7f1c2a4e-0000-4000-8000-000000000001',
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '9876543210',
  role: 'owner',
};

describe('asCaller', () => {
  const handler = asCaller(async (who, request: FastifyRequest, reply: string) => ({
    who,
    url: request.url,
    reply,
  }));

  it('hands the handler the caller its guard checked, with the request and reply', async () => {
    const request = { currentUser: caller, url: '/api/owner/studios' } as FastifyRequest;
    await expect(handler(request, 'reply')).resolves.toEqual({
      who: caller,
      url: '/api/owner/studios',
      reply: 'reply',
    });
  });

  it('refuses with 401 on a route whose guard is missing, never acting for nobody', () => {
    const request = { url: '/api/owner/studios' } as FastifyRequest;
    let refused: unknown;
    try {
      void handler(request, 'reply');
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'UNAUTHENTICATED', status: 401 });
  });
});
