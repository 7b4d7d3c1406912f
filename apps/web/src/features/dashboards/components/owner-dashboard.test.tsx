import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../../../lib/query-client';
import { sessionStore } from '../../../lib/session-store';
import { calendarFeedFixture, ownerSummaryFixture } from '../../../test/dashboards';
import { mockApi } from '../../../test/mock-api';
import { authResult } from '../../../test/sessions';
import { OwnerDashboard } from './owner-dashboard';

describe('owner dashboard', () => {
  it('shows the booking requests the route gives it first, before the figures', async () => {
    sessionStore.signIn(authResult('owner'));
    mockApi({
      'GET /api/booking/owner/summary': { body: ownerSummaryFixture() },
      'GET /api/owner/calendar-feed': { body: calendarFeedFixture() },
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <OwnerDashboard requests={<section aria-label="Requests">2 requests</section>} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const figures = await screen.findByRole('heading', { name: 'Your studios in figures' });
    const requests = screen.getByRole('region', { name: 'Requests' });
    expect(requests.compareDocumentPosition(figures)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});
