import { describe, expect, it } from 'vitest';
import { authResultSchema } from '@studio-hive/domain';
import { ApiError, apiRequest, messageOr } from './api-client';
import { sessionStore } from './session-store';
import { errorReply, mockApi } from '../test/mock-api';
import { authResult } from '../test/sessions';
import { takeConsoleErrors } from '../test/console';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

describe('API client', () => {
  it('sends JSON to /api with the session token and parses the answer', async () => {
    const api = mockApi({ 'POST /api/user/login': { body: authResult('owner') } });
    sessionStore.signIn(authResult('customer'));

    const result = await apiRequest('/user/login', {
      method: 'POST',
      body: { email: 'a@b.co' },
      schema: authResultSchema,
    });

    expect(result.role).toBe('owner');
    const [request] = api.sent('POST /api/user/login');
    expect(request?.headers.get('authorization')).toBe('Bearer token-of-customer');
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(request?.body).toEqual({ email: 'a@b.co' });
  });

  it('sends no token for anonymous calls or visitors', async () => {
    const api = mockApi({ 'GET /api/health': { body: { status: 'ok' } } });
    await apiRequest('/health');
    sessionStore.signIn(authResult('customer'));
    await apiRequest('/health', { anonymous: true });
    expect(api.requests.map((r) => r.headers.get('authorization'))).toEqual([null, null]);
  });

  it('adds query parameters, leaving out empty ones', async () => {
    const api = mockApi({ 'GET /api/studio': { body: [] } });
    await apiRequest('/studio', { query: { q: 'podcast room', city: undefined, page: 2 } });
    expect(api.requests[0]?.path).toBe('/api/studio?q=podcast+room&page=2');
  });

  it('throws the server error body as an ApiError with status, code, message and fieldErrors', async () => {
    mockApi({
      'POST /api/user/signup': errorReply(
        409,
        'CONFLICT',
        'An account with this email already exists.',
        {
          email: 'An account with this email already exists.',
        },
      ),
    });

    const error = await failure(apiRequest('/user/signup', { method: 'POST', body: {} }));

    expect(error).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'An account with this email already exists.',
      fieldErrors: { email: 'An account with this email already exists.' },
      fromServer: true,
      requestId: 'req-1',
    });
    expect(messageOr(error, 'Signup failed. Please try again.')).toBe(
      'An account with this email already exists.',
    );
  });

  it('falls back to the screen text when the server sent no message or could not be reached', async () => {
    mockApi({ 'GET /api/studio': { status: 502, body: '<html>Bad gateway</html>' } });
    const gateway = await failure(apiRequest('/studio'));
    expect(gateway.status).toBe(502);
    expect(gateway.fromServer).toBe(false);
    expect(messageOr(gateway, 'Failed to load studios. Please try again later.')).toBe(
      'Failed to load studios. Please try again later.',
    );

    const api = mockApi();
    api.on('GET /api/studio', () => Promise.reject(new TypeError('Failed to fetch')));
    const offline = await failure(apiRequest('/studio'));
    expect(offline).toMatchObject({ status: 0, code: 'NETWORK' });
    expect(messageOr(offline, 'Login failed. Please try again.')).toBe(
      'Login failed. Please try again.',
    );
  });

  it('refuses an answer that does not match the schema', async () => {
    mockApi({ 'POST /api/user/login': { body: { token: 'x' } } });
    const error = await failure(
      apiRequest('/user/login', { method: 'POST', body: {}, schema: authResultSchema }),
    );
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(takeConsoleErrors(/Unexpected answer from POST \/user\/login/)).toBe(1);
  });

  it('ends the session when a call that carried the token gets a 401', async () => {
    mockApi({
      'GET /api/user/me': errorReply(401, 'UNAUTHENTICATED', 'Please sign in to continue.'),
    });
    sessionStore.signIn(authResult('customer'));
    let expired = 0;
    const stop = sessionStore.onExpired(() => expired++);

    const error = await failure(apiRequest('/user/me'));

    stop();
    expect(error.status).toBe(401);
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(expired).toBe(1);
  });

  it('keeps the session when a call without the token gets a 401 (wrong password)', async () => {
    mockApi({
      'POST /api/user/login': errorReply(401, 'UNAUTHENTICATED', 'Invalid email or password.'),
    });
    sessionStore.signIn(authResult('customer'));

    const error = await failure(
      apiRequest('/user/login', { method: 'POST', body: {}, anonymous: true }),
    );

    expect(error.status).toBe(401);
    expect(sessionStore.get()?.token).toBe('token-of-customer');
  });
});
