import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authResultSchema } from '@studio-hive/domain';
import {
  ApiError,
  apiDownload,
  apiRequest,
  apiRequestPage,
  filenameFromDisposition,
  messageOr,
} from './api-client';
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
  it('sends JSON to /api with the session token and parses the response', async () => {
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

  it('keeps the other text fields of an error body as its details', async () => {
    mockApi({
      'POST /api/user/login': {
        status: 409,
        body: {
          message: 'This is a studio owner account.',
          code: 'WRONG_LOGIN_PAGE',
          requestId: 'req-1',
          role: 'owner',
          extra: 1,
        },
      },
    });
    const error = await failure(apiRequest('/user/login', { method: 'POST', body: {} }));
    expect(error).toMatchObject({ status: 409, code: 'WRONG_LOGIN_PAGE' });
    expect(error.details).toEqual({ role: 'owner' });
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

  it('refuses a response that does not match the schema', async () => {
    mockApi({ 'POST /api/user/login': { body: { token: 'x' } } });
    const error = await failure(
      apiRequest('/user/login', { method: 'POST', body: {}, schema: authResultSchema }),
    );
    expect(error.code).toBe('INVALID_RESPONSE');
    expect(takeConsoleErrors(/Unexpected response from POST \/user\/login/)).toBe(1);
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

describe('API client, paged lists (docs/api.md: bare arrays, X-Total-Count)', () => {
  const studios = z.array(z.object({ _id: z.string() }));

  it('returns the items and the total of every page', async () => {
    const api = mockApi({
      'GET /api/studio': {
        body: [{ _id: 's3' }, { _id: 's4' }],
        headers: {
          'X-Total-Count': '7',
          Link: '</api/studio?page=3&limit=2>; rel="next", </api/studio?page=1&limit=2>; rel="prev"',
        },
      },
    });

    const page = await apiRequestPage('/studio', { query: { page: 2, limit: 2 }, schema: studios });

    expect(page).toEqual({ items: [{ _id: 's3' }, { _id: 's4' }], total: 7, capped: false });
    expect(api.requests[0]?.path).toBe('/api/studio?page=2&limit=2');
  });

  it("keeps a path's own query, adding only the parameters asked for", async () => {
    const api = mockApi({ 'GET /api/studio': { body: [], headers: { 'x-total-count': ' 7 ' } } });
    const page = await apiRequestPage('/studio?page=3&limit=2', { query: { city: 'Noida' } });
    expect(api.requests[0]?.path).toBe('/api/studio?page=3&limit=2&city=Noida');
    expect(page.total).toBe(7);
  });

  it('reads a total the server counted only so far (X-Total-Count-Capped)', async () => {
    mockApi({
      'GET /api/admin/bookings': {
        body: [],
        headers: { 'X-Total-Count': '1000', 'x-total-count-capped': 'true' },
      },
    });
    const page = await apiRequestPage('/admin/bookings?q=noida&page=1&limit=50');
    expect(page).toMatchObject({ total: 1000, capped: true });
  });

  it('takes a list without X-Total-Count as whole', async () => {
    mockApi({ 'GET /api/review/studio/s1': { body: [{ _id: 'r1' }, { _id: 'r2' }] } });
    const page = await apiRequestPage('/review/studio/s1', { schema: studios });
    expect(page.total).toBe(2);
  });

  it('refuses a response that is not a list or has an unreadable total', async () => {
    mockApi({ 'GET /api/studio': { body: { studios: [] } } });
    const notAList = await failure(apiRequestPage('/studio'));
    expect(notAList.code).toBe('INVALID_RESPONSE');

    mockApi({ 'GET /api/studio': { body: [], headers: { 'X-Total-Count': 'many' } } });
    const badTotal = await failure(apiRequestPage('/studio'));
    expect(badTotal.code).toBe('INVALID_RESPONSE');

    mockApi({ 'GET /api/studio': { body: [{ id: 1 }], headers: { 'X-Total-Count': '1' } } });
    const badItem = await failure(apiRequestPage('/studio', { schema: studios }));
    expect(badItem.code).toBe('INVALID_RESPONSE');
    expect(takeConsoleErrors(/Unexpected response from GET \/studio/)).toBe(3);
  });

  it('throws the server error of a failed list like any other call', async () => {
    mockApi({
      'GET /api/studio': errorReply(400, 'VALIDATION', 'Limit must be between 1 and 100.', {
        limit: 'Limit must be between 1 and 100.',
      }),
    });
    const error = await failure(apiRequestPage('/studio', { query: { limit: 500 } }));
    expect(error).toMatchObject({ status: 400, code: 'VALIDATION', fromServer: true });
  });
});

describe('API client, downloads', () => {
  it('fetches a file with the session token and returns its content and file name', async () => {
    const api = mockApi({
      'GET /api/booking/b-1/calendar.ics': {
        body: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
        headers: {
          'content-type': 'text/calendar; charset=utf-8',
          'content-disposition': 'attachment; filename="studio-hive-booking-b-1.ics"',
        },
      },
    });
    sessionStore.signIn(authResult('customer'));
    const file = await apiDownload('/booking/b-1/calendar.ics');
    expect(file.filename).toBe('studio-hive-booking-b-1.ics');
    expect(await file.blob.text()).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    expect(api.sent('GET /api/booking/b-1/calendar.ics')[0]?.headers.get('authorization')).toBe(
      'Bearer token-of-customer',
    );
  });

  it("fails with the server's message, as every call does", async () => {
    mockApi({
      'GET /api/booking/b-1/calendar.ics': errorReply(403, 'FORBIDDEN', 'Not yours.'),
    });
    sessionStore.signIn(authResult('customer'));
    const error = await failure(apiDownload('/booking/b-1/calendar.ics'));
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'Not yours.' });
  });

  it('reads the file name of a Content-Disposition header', () => {
    expect(filenameFromDisposition('attachment; filename="a b.ics"')).toBe('a b.ics');
    expect(filenameFromDisposition('attachment; filename=plain.ics')).toBe('plain.ics');
    expect(
      filenameFromDisposition(`attachment; filename="x.ics"; filename*=UTF-8''caf%C3%A9.ics`),
    ).toBe('café.ics');
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(filenameFromDisposition('attachment')).toBeNull();
    expect(filenameFromDisposition(null)).toBeNull();
  });
});
